'use client';

import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslations } from 'next-intl';
import {
  AdvanceStudioUploadDocument,
  CancelStudioUploadDocument,
  RemoveOrganizationMemberDocument,
  RevokeOrganizationInvitationDocument,
  UnassignOrganizationContentDocument,
} from '@/graphql/generated/client/graphql';
import { useGraphQLAction } from '../use-graphql-action';

export type OrgRowActionKind = 'removeMember' | 'revokeInvitation' | 'unassign' | 'advanceUpload' | 'cancelUpload';

function useRowMutation(kind: OrgRowActionKind, networkMessage: string) {
  const remove = useGraphQLAction(RemoveOrganizationMemberDocument, 'b2b', networkMessage);
  const revoke = useGraphQLAction(RevokeOrganizationInvitationDocument, 'b2b', networkMessage);
  const unassign = useGraphQLAction(UnassignOrganizationContentDocument, 'b2b', networkMessage);
  const advance = useGraphQLAction(AdvanceStudioUploadDocument, 'b2b', networkMessage);
  const cancel = useGraphQLAction(CancelStudioUploadDocument, 'b2b', networkMessage);
  switch (kind) {
    case 'removeMember':
      return { ...remove, go: (slug: string, id: number) => remove.run({ input: { slug, userId: id } }) };
    case 'revokeInvitation':
      return { ...revoke, go: (slug: string, id: number) => revoke.run({ input: { slug, id } }) };
    case 'unassign':
      return { ...unassign, go: (slug: string, id: number) => unassign.run({ input: { slug, id } }) };
    case 'advanceUpload':
      return { ...advance, go: (slug: string, id: number) => advance.run({ input: { slug, id } }) };
    case 'cancelUpload':
      return { ...cancel, go: (slug: string, id: number) => cancel.run({ input: { slug, id } }) };
  }
}

/**
 * One action on a row of an admin list (remove a member, withdraw an invitation, unassign,
 * advance or cancel a studio upload), optionally behind a confirmation dialog. The server
 * decides; its translated refusal is shown next to the button.
 */
export function OrgRowAction({
  kind,
  slug,
  id,
  label,
  accessibleLabel,
  confirm,
  color = 'primary',
  variant = 'outlined',
}: {
  kind: OrgRowActionKind;
  slug: string;
  id: number;
  label: string;
  /** A longer name for screen readers ("Quitar a Ana Pérez"). */
  accessibleLabel?: string;
  confirm?: { title: string; body: string; action: string };
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
}) {
  const t = useTranslations('org.admin');
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const action = useRowMutation(kind, t('networkError'));
  const go = async () => {
    setOpen(false);
    await action.go(slug, id);
  };
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
      <Button size="small" color={color} variant={variant} disabled={action.busy} aria-label={accessibleLabel} onClick={() => (confirm ? setOpen(true) : void go())}>
        {label}
      </Button>
      <div role="status" aria-live="polite">
        {action.state.status === 'error' && action.state.message ? (
          <Alert severity="error" sx={{ py: 0, maxWidth: 320 }}>
            {action.state.message}
          </Alert>
        ) : null}
      </div>
      {confirm ? (
        <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
          <DialogTitle id={titleId}>{confirm.title}</DialogTitle>
          <DialogContent>
            <DialogContentText>{confirm.body}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t('cancel')}</Button>
            <Button onClick={() => void go()} color={color} variant="contained" autoFocus>
              {confirm.action}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Box>
  );
}
