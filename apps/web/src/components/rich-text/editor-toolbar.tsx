import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { type Editor, useEditorState } from '@tiptap/react';
import type { ComponentType } from 'react';
import { useTranslation } from '../../locales/use-translation';
import type { IconProps } from '../icons/base-icon';
import * as icons from './editor-icons';
import { toolbarRuleSx } from './frames';

interface ToolbarButton {
  name: string;
  icon: ComponentType<IconProps>;
  run: (editor: Editor) => void;
  isActive?: (editor: Editor) => boolean;
  isEnabled?: (editor: Editor) => boolean;
}

const chain = (editor: Editor) => editor.chain().focus();

const GROUPS: ToolbarButton[][] = [
  [
    {
      name: 'bold',
      icon: icons.BoldIcon,
      run: (e) => chain(e).toggleBold().run(),
      isActive: (e) => e.isActive('bold'),
    },
    {
      name: 'italic',
      icon: icons.ItalicIcon,
      run: (e) => chain(e).toggleItalic().run(),
      isActive: (e) => e.isActive('italic'),
    },
  ],
  [
    {
      name: 'heading2',
      icon: icons.HeadingIcon,
      run: (e) => chain(e).toggleHeading({ level: 2 }).run(),
      isActive: (e) => e.isActive('heading', { level: 2 }),
    },
    {
      name: 'heading3',
      icon: icons.HeadingIcon,
      run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
      isActive: (e) => e.isActive('heading', { level: 3 }),
    },
  ],
  [
    {
      name: 'bulletList',
      icon: icons.BulletListIcon,
      run: (e) => chain(e).toggleBulletList().run(),
      isActive: (e) => e.isActive('bulletList'),
    },
    {
      name: 'orderedList',
      icon: icons.OrderedListIcon,
      run: (e) => chain(e).toggleOrderedList().run(),
      isActive: (e) => e.isActive('orderedList'),
    },
    {
      name: 'blockquote',
      icon: icons.QuoteIcon,
      run: (e) => chain(e).toggleBlockquote().run(),
      isActive: (e) => e.isActive('blockquote'),
    },
    {
      name: 'codeBlock',
      icon: icons.CodeIcon,
      run: (e) => chain(e).toggleCodeBlock().run(),
      isActive: (e) => e.isActive('codeBlock'),
    },
  ],
  [
    {
      name: 'undo',
      icon: icons.UndoIcon,
      run: (e) => chain(e).undo().run(),
      isEnabled: (e) => e.can().undo(),
    },
    {
      name: 'redo',
      icon: icons.RedoIcon,
      run: (e) => chain(e).redo().run(),
      isEnabled: (e) => e.can().redo(),
    },
  ],
];

interface EditorToolbarProps {
  editor: Editor;
  onLink: () => void;
  onImage: () => void;
  isUploading: boolean;
}

/** Formatting buttons with accessible names (aria-label from the tooltip) and pressed states. */
export function EditorToolbar({ editor, onLink, onImage, isUploading }: EditorToolbarProps) {
  const { t } = useTranslation('editor');
  // re-render on selection changes so pressed and disabled states stay current
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      GROUPS.flat().map((button) => [
        button.isActive?.(current) ?? false,
        button.isEnabled?.(current) ?? true,
      ]),
  });
  const extras: ToolbarButton[] = [
    { name: 'link', icon: icons.LinkIcon, run: onLink, isActive: (e) => e.isActive('link') },
    { name: 'image', icon: icons.ImageIcon, run: onImage, isEnabled: () => !isUploading },
  ];
  let index = 0;
  const render = (button: ToolbarButton, fromState: boolean) => {
    const [isActive, isEnabled] = fromState
      ? (state[index++] ?? [false, true])
      : [button.isActive?.(editor) ?? false, button.isEnabled?.(editor) ?? true];
    const label = t(`toolbar.${button.name}`);
    const Icon = button.icon;
    return (
      <Tooltip key={button.name} title={label}>
        <span>
          <IconButton
            size="small"
            aria-label={label}
            aria-pressed={button.isActive ? isActive : undefined}
            disabled={!isEnabled}
            onClick={() => button.run(editor)}
            sx={{ borderRadius: 1, ...(isActive && { bgcolor: 'action.selected' }) }}
          >
            <Icon sx={{ fontSize: button.name === 'heading3' ? 16 : 20 }} />
          </IconButton>
        </span>
      </Tooltip>
    );
  };
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={t('toolbar.label')}
      divider={<Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />}
      sx={{ p: 1, flexWrap: 'wrap', ...toolbarRuleSx }}
    >
      {GROUPS.map((group) => (
        <Stack key={group[0]?.name} direction="row">
          {group.map((button) => render(button, true))}
        </Stack>
      ))}
      <Stack direction="row">{extras.map((button) => render(button, false))}</Stack>
    </Stack>
  );
}
