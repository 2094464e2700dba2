import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import PlayCircleOutlineRoundedIcon from '@mui/icons-material/PlayCircleOutlineRounded';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EditNoteRoundedIcon from '@mui/icons-material/EditNoteRounded';
import WebRoundedIcon from '@mui/icons-material/WebRounded';
import PollOutlinedIcon from '@mui/icons-material/PollOutlined';
import { useLocale, useTranslations } from 'next-intl';
import type { SyllabusModule } from '@/lib/server/services/catalogue-facets';
import { localized } from '@/lib/i18n/localized';
import { CourseDuration } from './CourseDuration';

function LectureIcon({ type }: { type: string }) {
  const props = { fontSize: 'small' as const, 'aria-hidden': true, sx: { color: 'text.secondary', flexShrink: 0 } };
  switch (type) {
    case 'QUIZ':
      return <QuizOutlinedIcon {...props} />;
    case 'PDF':
      return <DescriptionOutlinedIcon {...props} />;
    case 'EXERCISE':
      return <EditNoteRoundedIcon {...props} />;
    case 'IFRAME':
    case 'SCORM':
      return <WebRoundedIcon {...props} />;
    case 'SURVEY':
      return <PollOutlinedIcon {...props} />;
    default:
      return <PlayCircleOutlineRoundedIcon {...props} />;
  }
}

/** The course's modules (h3) and their lectures in order; the first module starts open. */
export function CourseSyllabus({ modules }: { modules: SyllabusModule[] }) {
  const t = useTranslations('course.syllabus');
  const locale = useLocale();
  return (
    <div>
      {modules.map((m, i) => (
        <Accordion key={i} defaultExpanded={i === 0} disableGutters variant="outlined" slotProps={{ heading: { component: 'h3' } }}>
          <AccordionSummary expandIcon={<ExpandMoreRoundedIcon />} aria-controls={`module-${i}-content`} id={`module-${i}-header`}>
            <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, justifyContent: 'space-between', width: '100%', gap: { sm: 2 }, pr: 1 }}>
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {t('module', { number: i + 1, title: localized(m.title, locale) })}
              </Typography>
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                {t('lectures', { count: m.lectures.length })} · <CourseDuration seconds={m.durationSeconds} />
              </Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails id={`module-${i}-content`} sx={{ pt: 0 }}>
            <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {m.lectures.map((l) => (
                <Box component="li" key={l.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, borderTop: '1px solid', borderColor: 'divider' }}>
                  <LectureIcon type={l.lectureType} />
                  <Box component="span" sx={{ flexGrow: 1, typography: 'body2' }}>
                    {localized(l.title, locale)}
                    <Box component="span" sx={{ color: 'text.secondary' }}> · {t(`types.${l.lectureType}`)}</Box>
                  </Box>
                  {l.durationSeconds > 0 ? (
                    <Box component="span" sx={{ typography: 'caption', color: 'text.secondary', flexShrink: 0 }}>
                      <CourseDuration seconds={l.durationSeconds} />
                    </Box>
                  ) : null}
                </Box>
              ))}
            </Box>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
