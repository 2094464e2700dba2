/**
 * The demo accounts (one per role of spec §6), all with the password DEMO_PASSWORD.
 * Exported so tests and e2e scripts can log in without repeating the list.
 */
import { MENTORS, PROFESSORS } from './people-data';

export const DEMO_PASSWORD = 'Demo-2026';
export const DEMO_EMAIL_DOMAIN = 'demo.cursalia.test';

export type DemoKey = 'payg' | 'premium' | 'trial' | 'degree' | 'member' | 'admin' | 'mentor' | 'teacher' | 'affiliate' | 'staff';

export type DemoAccount = {
  key: DemoKey;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  countryCode: string;
  language: 'es' | 'pt' | 'en';
  gender: 'FEMALE' | 'MALE';
  segmentation: 'PAYG' | 'Member' | 'Degree' | 'B2B';
  userTagV2: string | null;
  userDegreeSegmentation: 'ACTIVATED_DEGREE_SEGMENTATION' | null;
  isStaff: boolean;
  isMentor: boolean;
  isProfessor: boolean;
  isAffiliate: boolean;
  featureTeacherPanel: boolean;
  featureMentorPanel: boolean;
  walletAmountCents: number;
  darkMode: boolean;
  occupation: string;
};

const [teacherFirst, ...teacherLast] = PROFESSORS[0].fullName.split(' ');
const [mentorFirst, ...mentorLast] = MENTORS[0].fullName.split(' ');

const base = {
  language: 'es' as const,
  userTagV2: null,
  userDegreeSegmentation: null,
  isStaff: false,
  isMentor: false,
  isProfessor: false,
  isAffiliate: false,
  featureTeacherPanel: false,
  featureMentorPanel: false,
  walletAmountCents: 0,
  darkMode: false,
};

const account = (a: Partial<DemoAccount> & Pick<DemoAccount, 'key' | 'firstName' | 'lastName' | 'countryCode' | 'gender' | 'segmentation' | 'occupation'>): DemoAccount => ({
  ...base,
  email: `${a.key}@${DEMO_EMAIL_DOMAIN}`,
  username: `demo_${a.key}`,
  ...a,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account({ key: 'payg', firstName: 'Camila', lastName: 'Rojas', countryCode: 'pe', gender: 'FEMALE', segmentation: 'PAYG', walletAmountCents: 1500, occupation: 'Diseñadora freelance' }),
  account({ key: 'premium', firstName: 'Mateo', lastName: 'González', countryCode: 'mx', gender: 'MALE', segmentation: 'Member', userTagV2: 'PREMIUM', occupation: 'Fotógrafo' }),
  account({ key: 'trial', firstName: 'Valentina', lastName: 'Souza', countryCode: 'br', language: 'pt', gender: 'FEMALE', segmentation: 'Member', userTagV2: 'PREMIUM', occupation: 'Estudante de design' }),
  account({ key: 'degree', firstName: 'Sebastián', lastName: 'Ortiz', countryCode: 'co', gender: 'MALE', segmentation: 'Degree', userDegreeSegmentation: 'ACTIVATED_DEGREE_SEGMENTATION', occupation: 'Analista de datos' }),
  account({ key: 'member', firstName: 'Martina', lastName: 'Álvarez', countryCode: 'ar', gender: 'FEMALE', segmentation: 'B2B', occupation: 'Analista de marketing' }),
  account({ key: 'admin', firstName: 'Ignacio', lastName: 'Saavedra', countryCode: 'cl', gender: 'MALE', segmentation: 'B2B', occupation: 'Responsable de formación' }),
  account({ key: 'mentor', firstName: mentorFirst, lastName: mentorLast.join(' '), countryCode: 'es', gender: 'FEMALE', segmentation: 'PAYG', userTagV2: 'MENTOR', isMentor: true, featureMentorPanel: true, occupation: 'Directora creativa' }),
  account({ key: 'teacher', firstName: teacherFirst, lastName: teacherLast.join(' '), countryCode: PROFESSORS[0].countryCode, gender: 'FEMALE', segmentation: 'PAYG', userTagV2: 'PROFESSOR', isProfessor: true, featureTeacherPanel: true, occupation: PROFESSORS[0].occupation.es }),
  account({ key: 'affiliate', firstName: 'Diego', lastName: 'Herrera', countryCode: 'mx', gender: 'MALE', segmentation: 'PAYG', isAffiliate: true, walletAmountCents: 2500, occupation: 'Creador de contenido' }),
  account({ key: 'staff', firstName: 'Emma', lastName: 'Walker', countryCode: 'us', language: 'en', gender: 'FEMALE', segmentation: 'PAYG', userTagV2: 'STAFF', isStaff: true, darkMode: true, occupation: 'Support lead' }),
];
