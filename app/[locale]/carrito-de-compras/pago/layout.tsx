/** Apollo and MUI for the checkout form and its order summary (issue 14): the root layout provides neither, and the cart page above needs neither. */
export { default } from '@/components/providers/apollo-mui-segment-layout';
