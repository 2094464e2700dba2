/** MUI for this segment's pages (issue 14): the root layout does not mount it. */
export { default } from '@/components/providers/mui-segment-layout';
