'use client';

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { AssignOrganizationContentDocument } from '@/graphql/generated/client/graphql';
import { assignSchema } from '@/lib/domain/org/admin-schemas';
import { useGraphQLAction } from '../use-graphql-action';
import { useValidationMessage } from './validation-message';

export type AssignOption = { id: number; label: string; group?: string };

/**
 * Assigns a course or a track to one member or to everyone (organization_assignments). The
 * course list is searchable; the server re-checks that the course may be assigned.
 */
export function AssignContentForm({ slug, courses, tracks, members }: { slug: string; courses: AssignOption[]; tracks: AssignOption[]; members: AssignOption[] }) {
  const t = useTranslations('org.admin');
  const message = useValidationMessage();
  const [kind, setKind] = useState<'course' | 'track'>('course');
  const [item, setItem] = useState<AssignOption | null>(null);
  const [target, setTarget] = useState<string>('all');
  const [dueDate, setDueDate] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { run, state, busy } = useGraphQLAction(AssignOrganizationContentDocument, 'b2b', t('networkError'));
  const options = kind === 'course' ? courses : tracks;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setDone(null);
    const values = {
      courseId: kind === 'course' ? (item?.id ?? null) : null,
      skillPathId: kind === 'track' ? (item?.id ?? null) : null,
      userId: target === 'all' ? null : Number(target),
      dueDate: dueDate || null,
    };
    const parsed = assignSchema.safeParse(values);
    if (!item || !parsed.success) {
      setClientError(item ? message(parsed.error?.issues[0]?.message) : t('assign.pickItem'));
      return;
    }
    setClientError(null);
    const data = await run({ input: { slug, ...values } });
    if (data?.assignOrganizationContent.success) {
      const who = target === 'all' ? t('assign.everyone') : (members.find((m) => String(m.id) === target)?.label ?? '');
      setDone(t('assign.done', { item: item.label, who }));
      setItem(null);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('assign.formLabel')} sx={{ display: 'grid', gap: 2 }}>
      <RadioGroup
        row
        name="assign-kind"
        aria-label={t('assign.kind')}
        value={kind}
        onChange={(e) => {
          setKind(e.target.value === 'track' ? 'track' : 'course');
          setItem(null);
        }}
      >
        <FormControlLabel value="course" control={<Radio />} label={t('assign.kindCourse')} />
        <FormControlLabel value="track" control={<Radio />} label={t('assign.kindTrack')} />
      </RadioGroup>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr auto' }, alignItems: 'start' }}>
        <Autocomplete
          id="assign-item"
          options={options}
          value={item}
          onChange={(_e, value) => setItem(value)}
          groupBy={(o) => o.group ?? ''}
          getOptionLabel={(o) => o.label}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText={t('assign.noOptions')}
          renderInput={(params) => <TextField {...params} label={kind === 'course' ? t('assign.course') : t('assign.track')} required error={Boolean(clientError) && !item} helperText=" " />}
        />
        <TextField id="assign-target" select label={t('assign.target')} value={target} onChange={(e) => setTarget(e.target.value)} helperText=" ">
          <MenuItem value="all">{t('assign.everyone')}</MenuItem>
          {members.map((m) => (
            <MenuItem key={m.id} value={String(m.id)}>
              {m.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField id="assign-due" type="date" label={t('assign.dueDate')} value={dueDate} onChange={(e) => setDueDate(e.target.value)} helperText={t('assign.dueDateHelp')} slotProps={{ inputLabel: { shrink: true } }} />
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minHeight: 56 }}>
          {busy ? t('assign.saving') : t('assign.submit')}
        </Button>
      </Box>
      <div role="status" aria-live="polite">
        {clientError ? <Alert severity="error">{clientError}</Alert> : null}
        {state.status === 'error' && state.message ? <Alert severity="error">{state.message}</Alert> : null}
        {done ? <Alert severity="success">{done}</Alert> : null}
      </div>
    </Box>
  );
}
