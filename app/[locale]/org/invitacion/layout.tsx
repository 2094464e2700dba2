/**
 * Apollo and MUI for this segment's pages (issue 14): the root layout provides neither. Not for
 * /org/ as a whole: the organisation's classroom (/org/{slug}/cursos-online/…/clase/{n}/) is server
 * markup with lazy islands (issue 15).
 */
export { default } from '@/components/providers/apollo-mui-segment-layout';
