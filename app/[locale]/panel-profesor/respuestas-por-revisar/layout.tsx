/** Apollo (and MUI) for the review screen's islands (issue 15); the teacher panel itself needs only MUI. */
export { default } from '@/components/providers/apollo-mui-segment-layout';
