/**
 * The body editor: TipTap (ProseMirror) with the schema of ./extensions, a small toolbar and the
 * placeholder picker. Loaded on its own (React.lazy) by the template editor page and by the
 * communication composer, so neither the templates list nor a read-only view of a template
 * carries the editor's code. With placeholders (a template) a selected placeholder offers its
 * fallback text; without (the composer's filled message) there is nothing to insert.
 */
import { NodeSelection } from '@tiptap/pm/state';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Placeholder } from '@/api/generated/model';
import { focusRing } from '@/components/ui/focus-ring';
import { editorExtensions } from './extensions';
import { normaliseHml } from './placeholder-hml';
import { PlaceholderPicker } from './PlaceholderPicker';
import { TextField } from '@/components/form/fields';

type BodyEditorProps = {
  /** The body when the editor opens; a new body needs a new editor (a new React key). */
  initialHml: string;
  onChange: (hml: string) => void;
  /** The placeholders to insert (a template's body); none: no picker, no fallbacks. */
  placeholders?: readonly Placeholder[];
  /** The id of the visible label of the body. */
  labelledBy: string;
  /** Ids of what describes the body (a hint, an error). */
  describedBy?: string;
  invalid?: boolean;
};

export default function BodyEditor({ initialHml, onChange, placeholders, labelledBy, describedBy, invalid }: BodyEditorProps) {
  const editor = useEditor({
    extensions: editorExtensions,
    content: normaliseHml(initialHml),
    immediatelyRender: true,
    // No <style> element of TipTap's: the app's policy allows no inline style; the little
    // ProseMirror needs (pre-wrap, word breaking) is in the classes below.
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class:
          'template-body min-h-64 whitespace-pre-wrap break-words [&_[data-placeholder]]:rounded [&_[data-placeholder]]:bg-blue-100 [&_[data-placeholder]]:px-1 [&_[data-placeholder]]:font-mono [&_[data-placeholder]]:text-sm [&_[data-placeholder]]:text-blue-950 [&_h1]:text-2xl [&_h2]:text-xl [&_h3]:text-lg [&_h1,&_h2,&_h3]:font-semibold [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_table]:border-collapse [&_td,&_th]:border [&_td,&_th]:border-slate-300 [&_td,&_th]:px-2 [&_th]:text-left [&_ul]:list-disc [&_ul]:pl-6 rounded-b-md border border-slate-300 bg-white px-4 py-3 text-slate-900 focus:outline-2 focus:outline-offset-2 focus:outline-blue-700',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  return (
    <div className="flex flex-col">
      <Toolbar editor={editor}>
        {placeholders ? <PlaceholderPicker placeholders={placeholders} onPick={(key) => editor.chain().focus().insertPlaceholder(key).run()} /> : null}
      </Toolbar>
      {placeholders ? <FallbackField editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, children }: { editor: Editor; children: ReactNode }) {
  const { t } = useTranslation('templates');
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 2 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const toggle = (label: string, pressed: boolean, run: () => void, glyph: ReactNode) => (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={run}
      className={`grid size-9 place-items-center rounded text-sm text-slate-800 hover:bg-slate-100 aria-pressed:bg-slate-200 aria-pressed:text-slate-950 ${focusRing}`}
    >
      {glyph}
    </button>
  );
  const action = (label: string, enabled: boolean, run: () => void, glyph: ReactNode) => (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={!enabled}
      onClick={run}
      className={`grid size-9 place-items-center rounded text-sm text-slate-800 hover:bg-slate-100 disabled:text-slate-400 ${focusRing}`}
    >
      {glyph}
    </button>
  );
  return (
    <div role="toolbar" aria-label={t('editor.toolbar.label')} className="flex flex-wrap items-center gap-1 rounded-t-md border border-b-0 border-slate-300 bg-slate-50 p-1">
      {toggle(t('editor.toolbar.bold'), active.bold, () => editor.chain().focus().toggleBold().run(), <b aria-hidden="true">B</b>)}
      {toggle(t('editor.toolbar.italic'), active.italic, () => editor.chain().focus().toggleItalic().run(), <i aria-hidden="true">I</i>)}
      {toggle(t('editor.toolbar.heading'), active.heading, () => editor.chain().focus().toggleHeading({ level: 2 }).run(), <span aria-hidden="true">H</span>)}
      {toggle(t('editor.toolbar.bulletList'), active.bulletList, () => editor.chain().focus().toggleBulletList().run(), <span aria-hidden="true">•</span>)}
      {toggle(t('editor.toolbar.orderedList'), active.orderedList, () => editor.chain().focus().toggleOrderedList().run(), <span aria-hidden="true">1.</span>)}
      {action(t('editor.toolbar.undo'), active.canUndo, () => editor.chain().focus().undo().run(), <span aria-hidden="true">↶</span>)}
      {action(t('editor.toolbar.redo'), active.canRedo, () => editor.chain().focus().redo().run(), <span aria-hidden="true">↷</span>)}
      <span className="mx-1 h-6 w-px bg-slate-300" aria-hidden="true" />
      {children}
    </div>
  );
}

/**
 * What the selected placeholder becomes when the debtor has no value for it (a phone number, an
 * IBAN): text the one renderer writes in its place (`data-fallback`); left empty, nothing.
 */
function FallbackField({ editor }: { editor: Editor }) {
  const selected = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const { selection } = e.state;
      if (!(selection instanceof NodeSelection) || selection.node.type.name !== 'placeholder') return null;
      return { at: selection.from, key: String(selection.node.attrs.key), fallback: (selection.node.attrs.fallback as string | null) ?? '' };
    },
    equalityFn: (a, b) => a?.at === b?.at && a?.key === b?.key,
  });
  if (!selected) return null;
  return <FallbackInput key={`${selected.at}-${selected.key}`} editor={editor} placeholderKey={selected.key} initial={selected.fallback} />;
}

function FallbackInput({ editor, placeholderKey, initial }: { editor: Editor; placeholderKey: string; initial: string }) {
  const { t } = useTranslation('templates');
  const [value, setValue] = useState(initial);
  return (
    <div className="border-x border-slate-300 bg-slate-50 px-3 pb-2">
      <TextField
        label={t('editor.fallback.label', { key: placeholderKey })}
        hint={t('editor.fallback.hint')}
        autoComplete="off"
        maxLength={200}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          editor.commands.setPlaceholderFallback(event.target.value);
        }}
      />
    </div>
  );
}
