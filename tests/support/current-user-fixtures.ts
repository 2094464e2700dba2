import type { CurrentUser } from '@/lib/client/stores/current-user-store';

/** A signed-in pay-as-you-go learner as `me` returns it (the role fields lib/domain/roles reads). */
export const PAYG_USER: CurrentUser = {
  id: 'VXNlcjo3',
  originalId: 7,
  email: 'payg@demo.cursalia.test',
  username: 'lucia',
  firstName: 'Lucía',
  lastName: 'Pérez',
  displayName: 'Lucía',
  fullName: 'Lucía Pérez',
  phoneCode: null,
  phoneNumber: null,
  segmentation: 'PAYG',
  isStaff: false,
  isMentor: false,
  isProfessor: false,
  isAffiliate: false,
  hasMembership: false,
};
