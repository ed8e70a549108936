import { CHAT_LIMITS, type ChatPerson } from '@keeling/contract';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { OutlinedField } from '../../../components/outlined-field';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../locales/use-translation';
import { useCreateConversation, usePeople } from '../api/chat';

interface NewConversationDialogProps {
  onClose: () => void;
  onCreated: (id: string) => void;
}

/** Starts a direct conversation with one person (the existing one if any) or a named group. */
export function NewConversationDialog({ onClose, onCreated }: NewConversationDialogProps) {
  const { t } = useTranslation('chat');
  const [kind, setKind] = useState<'direct' | 'group'>('direct');
  const [people, setPeople] = useState<ChatPerson[]>([]);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState('');
  const options = usePeople('', true);
  const create = useCreateConversation();

  const submit = () => {
    setProblem('');
    const [first] = people;
    if (!first) return setProblem(t('dialog.needPeople'));
    if (kind === 'group' && !name.trim()) return setProblem(t('dialog.needName'));
    create.mutate(
      kind === 'direct'
        ? { kind, userId: first.id }
        : { kind, name: name.trim(), memberIds: people.map((p) => p.id) },
      { onSuccess: ({ conversation }) => onCreated(conversation.id) },
    );
  };

  return (
    <FormDialog
      title={t('dialog.title')}
      submitLabel={t('dialog.start')}
      cancelLabel={t('dialog.cancel')}
      isSubmitting={create.isPending}
      error={problem || (create.isError ? errorMessage(t, create.error) : undefined)}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onClose={onClose}
    >
      <RadioGroup
        row
        aria-label={t('dialog.kind')}
        value={kind}
        onChange={(event) => {
          setKind(event.target.value as 'direct' | 'group');
          setPeople((current) => current.slice(0, 1));
        }}
      >
        <FormControlLabel value="direct" control={<Radio />} label={t('dialog.direct')} />
        <FormControlLabel value="group" control={<Radio />} label={t('dialog.group')} />
      </RadioGroup>
      {kind === 'group' && (
        <OutlinedField
          label={t('dialog.name')}
          value={name}
          required
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: CHAT_LIMITS.groupName } }}
        />
      )}
      <Autocomplete
        multiple
        options={options.data?.items ?? []}
        loading={options.isPending}
        value={people}
        onChange={(_, value) => setPeople(kind === 'direct' ? value.slice(-1) : value)}
        getOptionLabel={(person) => person.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText={t('dialog.noPeople')}
        renderInput={(params) => (
          <OutlinedField
            {...params}
            label={kind === 'direct' ? t('dialog.person') : t('dialog.people')}
          />
        )}
      />
    </FormDialog>
  );
}
