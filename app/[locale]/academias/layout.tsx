/** Apollo and MUI for this segment's pages (issue 14): the root layout provides neither. */
export { default } from '@/components/providers/apollo-mui-segment-layout';
