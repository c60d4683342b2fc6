import { Button, focusRing, Stack, theme } from '@gbc/ui';
import { Checkbox, FieldErrorText, TextField } from '@gbc/ui/controls';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { type KeyboardEvent, type MouseEvent, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { publishingCopy } from './content/publishing-copy.js';
import { isAllowedImageSrc, isAllowedLinkHref, vignetteEditorExtensions } from './rich-text-extensions.js';

const copy = publishingCopy.toolbar;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

/** Unavailable tools stay focusable (aria-disabled), as the toolbar pattern asks, so arrows never skip or stick. */
const ToolButton = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const Label = styled.span`
  font-weight: 600;
  font-size: ${theme.fontSizes.sm};
`;

/** The writing area: a bordered box like the other fields, with the focus ring on the editable element. */
const Surface = styled.div<{ $invalid: boolean }>`
  .ProseMirror {
    min-height: 240px;
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${({ $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.ink};
    line-height: 1.6;
    ${focusRing}
  }
  .ProseMirror:focus {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  .ProseMirror > * + * {
    margin-top: 0.75em;
  }
  .ProseMirror a {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }
  .ProseMirror img {
    display: block;
    max-width: 100%;
    height: auto;
  }
  .ProseMirror img.ProseMirror-selectednode {
    outline: 3px solid ${theme.colors.focus};
  }
  .ProseMirror table {
    border-collapse: collapse;
  }
  .ProseMirror th,
  .ProseMirror td {
    min-width: 4em;
    padding: ${theme.space.xs} ${theme.space.sm};
    border: 1px solid ${theme.colors.borderStrong};
    text-align: start;
    vertical-align: top;
  }
  .ProseMirror .selectedCell {
    background: ${theme.colors.brandSoft};
  }
  .ProseMirror blockquote {
    margin-inline: 0;
    padding-inline-start: ${theme.space.md};
    border-inline-start: 4px solid ${theme.colors.brandSoft};
  }
`;

interface ToolState {
  bold: boolean;
  italic: boolean;
  code: boolean;
  heading2: boolean;
  heading3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  codeBlock: boolean;
  link: boolean;
  image: boolean;
  inTable: boolean;
  canDeleteRow: boolean;
  canDeleteColumn: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

const toolStateOf = (editor: Editor): ToolState => ({
  bold: editor.isActive('bold'),
  italic: editor.isActive('italic'),
  code: editor.isActive('code'),
  heading2: editor.isActive('heading', { level: 2 }),
  heading3: editor.isActive('heading', { level: 3 }),
  bulletList: editor.isActive('bulletList'),
  orderedList: editor.isActive('orderedList'),
  blockquote: editor.isActive('blockquote'),
  codeBlock: editor.isActive('codeBlock'),
  link: editor.isActive('link'),
  image: editor.isActive('image'),
  inTable: editor.isActive('table'),
  canDeleteRow: editor.can().deleteRow(),
  canDeleteColumn: editor.can().deleteColumn(),
  canUndo: editor.can().undo(),
  canRedo: editor.can().redo(),
});

interface Tool {
  label: string;
  /** Toggles have a pressed state; plain actions (undo, divider) have none. */
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
}

/**
 * A WAI-ARIA toolbar: one tab stop, arrow keys (and Home, End) move between its buttons, so a keyboard
 * user reaches the writing area without tabbing through every tool.
 */
function FormattingToolbar({ tools, controls }: { tools: readonly Tool[]; controls: string }) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const moveTo = (index: number) => {
    const next = (index + tools.length) % tools.length;
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tools.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };
  return (
    <Toolbar role="toolbar" aria-label={copy.label} aria-controls={controls} onKeyDown={onKeyDown}>
      {tools.map((tool, index) => (
        <ToolButton
          key={tool.label}
          ref={(element: HTMLButtonElement | null) => {
            buttons.current[index] = element;
          }}
          size="sm"
          variant={tool.pressed ? 'primary' : 'outline'}
          aria-pressed={tool.pressed}
          aria-disabled={tool.disabled}
          tabIndex={index === current ? 0 : -1}
          onFocus={() => setCurrent(index)}
          // Keeps the editor's selection: a mouse press would otherwise move focus and collapse it.
          onMouseDown={(event: MouseEvent) => event.preventDefault()}
          onClick={() => {
            if (!tool.disabled) tool.run();
          }}
        >
          {tool.label}
        </ToolButton>
      ))}
    </Toolbar>
  );
}

/** The address field of the Link tool: applies a checked address to the selection, or removes the link. */
/**
 * Keys of the link and image panels' fields: Enter applies the panel (instead of submitting the
 * vignette form around the editor), Escape closes it.
 */
function panelKeys(onEnter: () => void, onEscape: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== 'Escape') return;
    event.preventDefault();
    if (event.key === 'Enter') onEnter();
    else onEscape();
  };
}

function LinkEditor({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [href, setHref] = useState<string>(() => editor.getAttributes('link').href ?? '');
  const [title, setTitle] = useState<string>(() => editor.getAttributes('link').title ?? '');
  const [newTab, setNewTab] = useState(() => editor.getAttributes('link').target === '_blank');
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    if (!isAllowedLinkHref(href)) {
      setInvalid(true);
      return;
    }
    editor
      .chain()
      .focus()
      .extendMarkRange('link')
      .setLink({
        href: href.trim(),
        title: title.trim() || null,
        // A page opened in a new tab gets no handle on this one (the server's sanitiser insists too).
        target: newTab ? '_blank' : null,
        rel: newTab ? 'noopener noreferrer' : null,
      })
      .run();
    onDone();
  };
  const onKeyDown = panelKeys(apply, () => {
    editor.commands.focus();
    onDone();
  });
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  };
  return (
    <Stack gap="sm">
      <TextField
        label={copy.linkAddress}
        hint={copy.linkHint}
        error={invalid ? copy.linkInvalid : undefined}
        type="text"
        inputMode="url"
        value={href}
        // Focus moves here: the field appears because the Link tool was just pressed.
        autoFocus
        onChange={(event) => {
          setHref(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={onKeyDown}
      />
      <TextField
        label={copy.linkTitle}
        type="text"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Checkbox
        label={copy.linkNewTab}
        checked={newTab}
        onChange={(event) => setNewTab(event.target.checked)}
        onKeyDown={onKeyDown}
      />
      <Stack gap="sm" direction="row">
        <Button size="sm" onClick={apply}>
          {copy.applyLink}
        </Button>
        {editor.isActive('link') && (
          <Button size="sm" variant="outline" onClick={remove}>
            {copy.removeLink}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * The fields of the Image tool: an address the editor accepts and the required alternative text, then the
 * image goes in at the cursor. Escape or Cancel leave the document as it was.
 */
function ImageEditor({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ src?: string; alt?: string }>({});
  const insert = () => {
    const found = {
      ...(isAllowedImageSrc(src) ? {} : { src: copy.imageInvalid }),
      ...(alt.trim() ? {} : { alt: copy.imageAltMissing }),
    };
    setErrors(found);
    if (found.src || found.alt) return;
    editor.chain().focus().setImage({ src: src.trim(), alt: alt.trim() }).run();
    onDone();
  };
  const cancel = () => {
    editor.commands.focus();
    onDone();
  };
  const onKeyDown = panelKeys(insert, cancel);
  return (
    <Stack gap="sm">
      <TextField
        label={copy.imageAddress}
        hint={copy.imageHint}
        error={errors.src}
        type="text"
        inputMode="url"
        value={src}
        // Focus moves here: the fields appear because the Image tool was just pressed.
        autoFocus
        onChange={(event) => {
          setSrc(event.target.value);
          setErrors(({ alt: altError }) => (altError ? { alt: altError } : {}));
        }}
        onKeyDown={onKeyDown}
      />
      <TextField
        label={copy.imageAlt}
        hint={copy.imageAltHint}
        error={errors.alt}
        type="text"
        required
        value={alt}
        onChange={(event) => {
          setAlt(event.target.value);
          setErrors(({ src: srcError }) => (srcError ? { src: srcError } : {}));
        }}
        onKeyDown={onKeyDown}
      />
      <Stack gap="sm" direction="row">
        <Button size="sm" onClick={insert}>
          {copy.insertImage}
        </Button>
        <Button size="sm" variant="outline" onClick={cancel}>
          {copy.cancelImage}
        </Button>
      </Stack>
    </Stack>
  );
}

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export interface RichTextEditorProps {
  label: string;
  /** The starting HTML; later changes of it are not pushed into the editor. */
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}

/**
 * The vignette body editor (TipTap), producing only the allowlisted elements. An empty document is
 * reported as '' so the contract's "content is required" applies to it.
 */
export function RichTextEditor({ label, initialHtml, onChange, error }: RichTextEditorProps) {
  const labelId = useId();
  const errorId = useId();
  const areaId = useId();
  // The Link and Image tools open fields below the toolbar, one at a time.
  const [fields, setFields] = useState<'link' | 'image' | null>(null);
  const toggleFields = (which: 'link' | 'image') => setFields((open) => (open === which ? null : which));
  const editor = useEditor({
    extensions: vignetteEditorExtensions,
    content: initialHtml,
    // The editor runs only in the browser (the screen loads after hydration); rendering it at once
    // lets the first render show it without a flash.
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id: areaId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    // The form starts from the HTML as the editor holds it, so what is saved is what was shown.
    onCreate: ({ editor: created }) => onChange(htmlOf(created)),
    onUpdate: ({ editor: changed }) => onChange(htmlOf(changed)),
  });
  const state = useEditorState({ editor, selector: ({ editor: current }) => toolStateOf(current) });
  const chain = () => editor.chain().focus();
  const tools: Tool[] = [
    { label: copy.bold, pressed: state.bold, run: () => chain().toggleBold().run() },
    { label: copy.italic, pressed: state.italic, run: () => chain().toggleItalic().run() },
    { label: copy.code, pressed: state.code, run: () => chain().toggleCode().run() },
    { label: copy.heading2, pressed: state.heading2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: copy.heading3, pressed: state.heading3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { label: copy.bulletList, pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
    { label: copy.orderedList, pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
    { label: copy.blockquote, pressed: state.blockquote, run: () => chain().toggleBlockquote().run() },
    { label: copy.codeBlock, pressed: state.codeBlock, run: () => chain().toggleCodeBlock().run() },
    { label: copy.horizontalRule, run: () => chain().setHorizontalRule().run() },
    { label: copy.link, pressed: state.link || fields === 'link', run: () => toggleFields('link') },
    { label: copy.image, pressed: state.image || fields === 'image', run: () => toggleFields('image') },
    // No table inside a table: a nested one would be a layout, not data.
    {
      label: copy.table,
      disabled: state.inTable,
      run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    },
    { label: copy.addRow, disabled: !state.inTable, run: () => chain().addRowAfter().run() },
    { label: copy.deleteRow, disabled: !state.canDeleteRow, run: () => chain().deleteRow().run() },
    { label: copy.addColumn, disabled: !state.inTable, run: () => chain().addColumnAfter().run() },
    { label: copy.deleteColumn, disabled: !state.canDeleteColumn, run: () => chain().deleteColumn().run() },
    { label: copy.deleteTable, disabled: !state.inTable, run: () => chain().deleteTable().run() },
    { label: copy.undo, disabled: !state.canUndo, run: () => chain().undo().run() },
    { label: copy.redo, disabled: !state.canRedo, run: () => chain().redo().run() },
  ];
  return (
    <Stack gap="xs">
      <Label id={labelId}>{label}</Label>
      <FormattingToolbar tools={tools} controls={areaId} />
      {fields === 'link' && <LinkEditor editor={editor} onDone={() => setFields(null)} />}
      {fields === 'image' && <ImageEditor editor={editor} onDone={() => setFields(null)} />}
      <Surface $invalid={Boolean(error)}>
        <EditorContent editor={editor} />
      </Surface>
      {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
    </Stack>
  );
}
