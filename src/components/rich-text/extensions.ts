/**
 * The editor's schema: what a template body may hold. The same list serves the editor on screen
 * and the tests that put a body through it and back, so both read and write hml alike.
 */
import { mergeAttributes, Node, type Extensions } from '@tiptap/core';
import { TableKit } from '@tiptap/extension-table';
import { NodeSelection } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { FALLBACK_ATTRIBUTE, isPlaceholderKey, PLACEHOLDER_ATTRIBUTE, tokenText } from './placeholder-hml';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    placeholder: {
      /** Inserts the placeholder `key` as one token at the selection. */
      insertPlaceholder: (key: string) => ReturnType;
      /** Sets what the selected placeholder becomes when it has no value ('' removes it). */
      setPlaceholderFallback: (fallback: string) => ReturnType;
    };
  }
}

/**
 * A placeholder: an inline atom, so it is selected, deleted and moved as one piece and its text
 * cannot be typed into (a half-edited `{{custo` would merge nothing).
 */
export const PlaceholderToken = Node.create({
  name: 'placeholder',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  draggable: false,

  addAttributes() {
    return {
      key: {
        default: null,
        parseHTML: (element) => element.getAttribute(PLACEHOLDER_ATTRIBUTE),
        renderHTML: (attributes) => ({ [PLACEHOLDER_ATTRIBUTE]: attributes.key as string }),
      },
      // What the message says where the placeholder has no value (the renderer writes it as text).
      fallback: {
        default: null,
        parseHTML: (element) => element.getAttribute(FALLBACK_ATTRIBUTE) || null,
        renderHTML: (attributes) => (attributes.fallback ? { [FALLBACK_ATTRIBUTE]: attributes.fallback as string } : {}),
      },
    };
  },

  parseHTML() {
    return [
      {
        tag: `span[${PLACEHOLDER_ATTRIBUTE}]`,
        getAttrs: (element) => (isPlaceholderKey(element.getAttribute(PLACEHOLDER_ATTRIBUTE) ?? '') ? null : false),
      },
    ];
  },

  renderHTML({ node, HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes), tokenText(node.attrs.key as string)];
  },

  renderText({ node }) {
    return tokenText(node.attrs.key as string);
  },

  addCommands() {
    return {
      insertPlaceholder:
        (key) =>
        ({ commands }) =>
          isPlaceholderKey(key) && commands.insertContent([{ type: this.name, attrs: { key } }, { type: 'text', text: ' ' }]),
      setPlaceholderFallback:
        (fallback) =>
        ({ state, tr, dispatch }) => {
          const { selection } = state;
          if (!(selection instanceof NodeSelection) || selection.node.type.name !== this.name) return false;
          if (dispatch) {
            tr.setNodeMarkup(selection.from, undefined, { ...selection.node.attrs, fallback: fallback.trim() || null });
            // The placeholder stays selected, so its fallback can be typed on.
            tr.setSelection(NodeSelection.create(tr.doc, selection.from));
          }
          return true;
        },
    };
  },
});

export const editorExtensions: Extensions = [
  StarterKit.configure({
    // Links in a dunning letter are the payment links placeholders give; typed ones are not offered.
    link: false,
    codeBlock: false,
    code: false,
    heading: { levels: [1, 2, 3] },
  }),
  TableKit.configure({ table: { resizable: false } }),
  PlaceholderToken,
];
