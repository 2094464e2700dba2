/** Apollo and MUI for the confirmation's order query and view (issue 14): the root layout provides neither, and the cart page above needs neither. */
export { default } from '@/components/providers/apollo-mui-segment-layout';
