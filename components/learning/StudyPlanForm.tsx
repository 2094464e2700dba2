'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslations } from 'next-intl';
import { DeleteStudyPlanDocument, SaveStudyPlanDocument } from '@/graphql/generated/client/graphql';
import { Snackbar } from '@/components/ui/Snackbar';
import { clientContext } from '@/lib/client/apollo/context';
import {
  daysPerWeek,
  minutesPerSession,
  STUDY_FREQUENCIES,
  STUDY_INTENSITIES,
  suggestedWeekdays,
  weekdaysMatchFrequency,
  WEEKDAYS,
  type StudyFrequency,
  type StudyIntensity,
} from '@/lib/domain/learning/study-plan';
import { studyPlanSchema, type StudyPlanFormValues, type StudyPlanInputValues } from '@/lib/domain/validation/learning-schemas';
import { feedbackFromError, feedbackFromPayload } from '@/lib/client/graphql-request/call-feedback';
import { showFieldErrors } from '@/lib/client/graphql-request/show-field-errors';
import { learningMessagesFrom } from '@/lib/domain/validation/learning-schemas';

export type StudyPlanFormProps = {
  plan: { frequency: StudyFrequency; intensity: StudyIntensity; weekdays: number[] } | null;
};

const FIELDS = ['frequency', 'intensity', 'weekdays'] as const;

/**
 * The study plan form (spec §3 study frequency, intensity, weekdays): react-hook-form with the
 * same zod schema as the `saveStudyPlan` resolver. Picking a frequency proposes matching days;
 * saving refreshes the page's plan summary.
 */
export function StudyPlanForm({ plan }: StudyPlanFormProps) {
  const t = useTranslations('learning');
  const router = useRouter();
  const schema = useMemo(() => studyPlanSchema(learningMessagesFrom((key, values) => t(key as never, values as never))), [t]);
  const [save] = useMutation(SaveStudyPlanDocument, { context: clientContext('private') });
  const [remove, { loading: removing }] = useMutation(DeleteStudyPlanDocument, { context: clientContext('private') });
  const [formError, setFormError] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);

  const { control, handleSubmit, setValue, setError, getValues, formState } = useForm<StudyPlanInputValues, unknown, StudyPlanFormValues>({
    resolver: zodResolver(schema),
    defaultValues: plan ?? { frequency: 'THREE', intensity: 'REGULAR', weekdays: suggestedWeekdays('THREE') },
  });
  const frequency = useWatch({ control, name: 'frequency' }) as StudyFrequency;
  const feedback = { generic: t('feedback.generic'), network: t('feedback.network') };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { data } = await save({ variables: { input: values } });
      const payload = data?.saveStudyPlan;
      const refusal = feedbackFromPayload(payload, { fields: FIELDS, generic: feedback.generic });
      if (refusal) {
        setFormError(showFieldErrors(setError, refusal));
        return;
      }
      setToast(t('studyPlan.saved'));
      router.refresh();
    } catch (error) {
      setFormError(feedbackFromError(error, feedback).message);
    }
  });

  const onDelete = async () => {
    setFormError(null);
    try {
      await remove();
      setToast(t('studyPlan.deleted'));
      router.refresh();
    } catch (error) {
      setFormError(feedbackFromError(error, feedback).message);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="study-plan-form-title" sx={{ display: 'grid', gap: 3 }}>
      {formError ? (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <Controller
        name="frequency"
        control={control}
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)}>
            <FormLabel id="study-plan-frequency" sx={{ fontWeight: 700, mb: 0.5 }}>
              {t('studyPlan.frequency')}
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby="study-plan-frequency"
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => {
                const next = event.target.value as StudyFrequency;
                field.onChange(next);
                const days = getValues('weekdays') ?? [];
                if (!weekdaysMatchFrequency(next, days)) setValue('weekdays', suggestedWeekdays(next), { shouldValidate: formState.isSubmitted });
              }}
            >
              {STUDY_FREQUENCIES.map((f) => (
                <FormControlLabel key={f} value={f} control={<Radio />} label={t(`studyPlan.frequencies.${f}`)} />
              ))}
            </RadioGroup>
            {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        )}
      />
      <Controller
        name="intensity"
        control={control}
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)}>
            <FormLabel id="study-plan-intensity" sx={{ fontWeight: 700, mb: 0.5 }}>
              {t('studyPlan.intensity')}
            </FormLabel>
            <RadioGroup row aria-labelledby="study-plan-intensity" name={field.name} value={field.value ?? ''} onChange={(event) => field.onChange(event.target.value)}>
              {STUDY_INTENSITIES.map((i) => (
                <FormControlLabel
                  key={i}
                  value={i}
                  control={<Radio />}
                  label={`${t(`studyPlan.intensities.${i}`)} · ${t('studyPlan.intensityHelp', { minutes: minutesPerSession(i) })}`}
                />
              ))}
            </RadioGroup>
            {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        )}
      />
      <Controller
        name="weekdays"
        control={control}
        render={({ field, fieldState }) => {
          const selected = new Set(field.value ?? []);
          return (
            <FormControl component="fieldset" error={Boolean(fieldState.error)}>
              <FormLabel component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
                {t('studyPlan.weekdays')}
              </FormLabel>
              <FormGroup row>
                {WEEKDAYS.map((day) => (
                  <FormControlLabel
                    key={day}
                    control={
                      <Checkbox
                        checked={selected.has(day)}
                        onChange={(event) => {
                          const next = new Set(selected);
                          if (event.target.checked) next.add(day);
                          else next.delete(day);
                          field.onChange(WEEKDAYS.filter((d) => next.has(d)));
                        }}
                        onBlur={field.onBlur}
                        name={`weekday-${day}`}
                      />
                    }
                    label={t(`studyPlan.weekdayNames.${day}`)}
                  />
                ))}
              </FormGroup>
              <FormHelperText>{fieldState.error?.message ?? t('studyPlan.weekdaysHelp', { count: daysPerWeek(frequency ?? 'THREE') })}</FormHelperText>
            </FormControl>
          );
        }}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('studyPlan.saving') : t('studyPlan.save')}
        </Button>
        {plan ? (
          <Button type="button" variant="text" color="error" onClick={onDelete} disabled={removing}>
            {t('studyPlan.delete')}
          </Button>
        ) : null}
      </Box>
      <Snackbar open={toast !== null} onClose={() => setToast(null)} message={toast ?? ''} state="success" dismissOnDelay />
    </Box>
  );
}
