import { CHAT_LIMITS, type ChatConversation, type ChatPerson } from '@keeling/contract';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { OutlinedField } from '../../../components/outlined-field';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../locales/use-translation';
import { useGroupChanges, usePeople } from '../api/chat';

interface GroupDialogProps {
  conversation: ChatConversation;
  myId: string | undefined;
  onClose: () => void;
  onLeft: () => void;
}

/** A group's members; its admins rename it, add and remove people; anyone leaves. */
export function GroupDialog({ conversation, myId, onClose, onLeft }: GroupDialogProps) {
  const { t } = useTranslation('chat');
  const titleId = useId();
  const changes = useGroupChanges(conversation.id);
  const isAdmin = conversation.members.some((m) => m.id === myId && m.role === 'admin');
  const [name, setName] = useState(conversation.name ?? '');
  const [adding, setAdding] = useState<ChatPerson[]>([]);
  const people = usePeople('', isAdmin);
  const memberIds = new Set(conversation.members.map((m) => m.id));
  const failed = [changes.rename, changes.add, changes.remove].find((m) => m.isError);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('group.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failed && <Alert severity="error">{errorMessage(t, failed.error)}</Alert>}
          {isAdmin && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <OutlinedField
                label={t('dialog.name')}
                value={name}
                fullWidth
                onChange={(event) => setName(event.target.value)}
                slotProps={{ htmlInput: { maxLength: CHAT_LIMITS.groupName } }}
              />
              <Button
                variant="outlined"
                disabled={!name.trim() || name.trim() === conversation.name}
                loading={changes.rename.isPending}
                onClick={() => changes.rename.mutate(name.trim())}
              >
                {t('group.rename')}
              </Button>
            </Stack>
          )}
          <Box>
            <Typography variant="subtitle2" component="h3">
              {t('members', { count: conversation.members.length })}
            </Typography>
            <List dense>
              {conversation.members.map((member) => (
                <ListItem
                  key={member.id}
                  secondaryAction={
                    isAdmin && member.id !== myId ? (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => changes.remove.mutate(member.id)}
                      >
                        {t('group.remove', { name: member.name })}
                      </Button>
                    ) : undefined
                  }
                >
                  <ListItemText
                    primary={member.id === myId ? t('message.you') : member.name}
                    secondary={member.role === 'admin' ? t('group.admin') : undefined}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
          {isAdmin && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Autocomplete
                multiple
                fullWidth
                options={(people.data?.items ?? []).filter((p) => !memberIds.has(p.id))}
                value={adding}
                onChange={(_, value) => setAdding(value)}
                getOptionLabel={(person) => person.name}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                noOptionsText={t('dialog.noPeople')}
                renderInput={(params) => <OutlinedField {...params} label={t('group.add')} />}
              />
              <Button
                variant="outlined"
                disabled={adding.length === 0}
                loading={changes.add.isPending}
                onClick={() =>
                  changes.add.mutate(
                    adding.map((p) => p.id),
                    { onSuccess: () => setAdding([]) },
                  )
                }
              >
                {t('group.addButton')}
              </Button>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          color="error"
          loading={changes.remove.isPending}
          onClick={() => myId && changes.remove.mutate(myId, { onSuccess: onLeft })}
        >
          {t('group.leave')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('group.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
