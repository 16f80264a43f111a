import { NodeSelection, TextSelection } from '@tiptap/pm/state'
import { EditorContent, useEditor, useEditorState, type CommandProps, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react'
import { useStaffFailure } from '../../failure'
import { useStaffLanguage, useStaffWords } from '../../language'
import { imageProblem, imageTypes, linkHref } from './fields'
import { contentMessages, type ToolKey } from './messages'
import { Picture } from './picture'
import { useTextDialog, type TextQuestion } from './TextDialog'

/**
 * StarterKit's nodes and marks (paragraphs, h2/h3, lists, quotes, code, bold,
 * italic, strike, underline, links) and pictures of the article's own files:
 * all of it survives the server's sanitizer (bluemonday UGC, pictures from
 * /api/files/blogs/ only). Pasted pictures from elsewhere are dropped; links
 * are http(s) or mailto only, pasted ones included.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri: (url) => linkHref(url) !== null },
  }),
  Picture,
]

type RichTextEditorProps = {
  id: string
  /** The visible label, also the editor's accessible name ("Article body"). */
  label: string
  /** The HTML to start from; the editor owns its content afterwards. */
  initial: string
  /** The new HTML after each change ('' when the editor is empty). */
  onChange: (html: string) => void
  error?: string
  /** Uploads a picture for the body and answers its address; none while the record is not saved (no files yet). */
  onPicture?: (file: File) => Promise<string>
  /** Said under the toolbar while there is no onPicture: why no picture can be added yet. */
  noPictureYet?: string
}

/** A rich-text editor (TipTap) with a toolbar; a textbox named by its label. */
export function RichTextEditor({ id, label, initial, onChange, error, onPicture, noPictureYet }: RichTextEditorProps) {
  const w = useStaffWords(contentMessages).editor
  const labelId = `${id}-label`
  const errorId = `${id}-error`
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-invalid': error ? 'true' : 'false',
        ...(error ? { 'aria-describedby': errorId } : {}),
        class:
          'min-h-72 px-4 py-3 text-slate-800 focus:outline-none [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-amber-400 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h2]:text-xl [&_img]:max-h-96 [&_img]:max-w-full [&_img]:rounded-xl [&_img.ProseMirror-selectednode]:outline [&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-brand-600 [&_h2]:font-extrabold [&_h3]:text-lg [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3 [&_ul]:list-disc [&_ul]:pl-6 [&>*+*]:mt-3',
      },
    }),
    [id, labelId, errorId, error],
  )
  const editor = useEditor({
    extensions,
    content: initial,
    editorProps,
    // The empty paragraph the editor keeps after a last heading, list or quote (so the cursor can go there) is not content.
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML().replace(/(<p><\/p>)+$/, '')),
  })
  return (
    <div>
      {/* A contenteditable cannot be a <label>'s control: the label names it through aria-labelledby. */}
      <span id={labelId} onClick={() => editor.commands.focus()} className="block text-sm font-bold text-slate-800">
        {label}
      </span>
      <div
        className={`mt-1.5 overflow-hidden rounded-xl border bg-white has-[.ProseMirror:focus-visible]:focus-ring ${
          error ? 'border-red-500' : 'border-slate-200'
        }`}
      >
        <Toolbar editor={editor} controls={id} label={w.formatting(label)} onPicture={onPicture} noPictureYet={noPictureYet} />
        <EditorContent editor={editor} />
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

type Tool = {
  /** Its words (messages.ts editor.tools): a label (its accessible name), the face the button shows, a title shown on hover (the label and its keyboard shortcut). */
  key: ToolKey
  /** Does it; returns (or resolves to) a sentence saying why when it cannot (the commands' booleans are ignored). */
  run: (editor: Editor, asked: Asked) => unknown
  /** Whether the button is pressed now (undefined: not a toggle). */
  active?: keyof ToolState
  enabled?: keyof ToolState
}

type ToolState = {
  bold: boolean
  italic: boolean
  h2: boolean
  h3: boolean
  bullets: boolean
  numbers: boolean
  quote: boolean
  link: boolean
  canUndo: boolean
  canRedo: boolean
  /** Whether a picture can be added: the record exists. */
  picture: boolean
}

/** What a tool may ask of the toolbar: a file, or a line of text in the app's dialog (in the staff member's words). */
type Asked = { choosePicture: () => void; ask: (question: TextQuestion) => Promise<string | null>; words: EditorWords }

type EditorWords = (typeof contentMessages)['en']['editor']

const focus = (editor: Editor) => editor.chain().focus()

/**
 * A picture just inserted is selected, and typing would replace it (a save then published the
 * article without it): the caret goes to the start of the text after it, a new line when none follows.
 */
export function caretAfterPicture({ tr }: CommandProps): boolean {
  if (!(tr.selection instanceof NodeSelection)) return true
  const end = tr.selection.to
  if (!tr.doc.resolve(end).nodeAfter?.isTextblock) tr.insert(end, tr.doc.type.schema.nodes.paragraph!.create())
  tr.setSelection(TextSelection.create(tr.doc, end + 1))
  return true
}

/** Asks for the address of a link on the selection (or inserts it as linked text); empty removes the link. */
async function editLink(editor: Editor, { ask, words }: Asked): Promise<string | void> {
  const before: unknown = editor.getAttributes('link').href
  const answer = await ask({
    title: before ? words.changeLink : words.addLink,
    label: words.linkAddress,
    hint: words.linkHint,
    initial: typeof before === 'string' ? before : 'https://',
    confirm: words.saveLink,
  })
  if (answer === null) return
  if (answer.trim() === '') {
    focus(editor).extendMarkRange('link').unsetLink().run()
    return
  }
  const href = linkHref(answer)
  if (!href) return words.badLink
  if (editor.state.selection.empty && !editor.isActive('link')) {
    focus(editor).insertContent({ type: 'text', text: answer.trim(), marks: [{ type: 'link', attrs: { href } }] }).run()
  } else {
    focus(editor).extendMarkRange('link').setLink({ href }).run()
  }
}

const tools: Tool[] = [
  { key: 'bold', active: 'bold', run: (e) => focus(e).toggleBold().run() },
  { key: 'italic', active: 'italic', run: (e) => focus(e).toggleItalic().run() },
  { key: 'h2', active: 'h2', run: (e) => focus(e).toggleHeading({ level: 2 }).run() },
  { key: 'h3', active: 'h3', run: (e) => focus(e).toggleHeading({ level: 3 }).run() },
  { key: 'bullets', active: 'bullets', run: (e) => focus(e).toggleBulletList().run() },
  { key: 'numbers', active: 'numbers', run: (e) => focus(e).toggleOrderedList().run() },
  { key: 'quote', active: 'quote', run: (e) => focus(e).toggleBlockquote().run() },
  { key: 'link', active: 'link', run: editLink },
  { key: 'picture', enabled: 'picture', run: (_e, { choosePicture }) => choosePicture() },
  { key: 'undo', enabled: 'canUndo', run: (e) => focus(e).undo().run() },
  { key: 'redo', enabled: 'canRedo', run: (e) => focus(e).redo().run() },
]

/** The formatting buttons: one tab stop, arrow keys move between them (the ARIA toolbar pattern). */
/**
 * A button's name starts with the words it shows when they are words ("H2, Heading 2", "1. List,
 * Numbered list"; WCAG 2.5.3 label in name); a face that is a letter or a sign ("B", "↶") is not read.
 */
function spoken(tool: { label: string; face: string }): string {
  const shown = tool.face.toLowerCase().replace(/[^\p{L}0-9]+/gu, ' ').trim()
  return shown.length > 1 && !tool.label.toLowerCase().includes(shown) ? `${tool.face}, ${tool.label}` : tool.label
}

type ToolbarProps = { editor: Editor; controls: string; label: string; onPicture?: (file: File) => Promise<string>; noPictureYet?: string }

function Toolbar({ editor, controls, label, onPicture, noPictureYet }: ToolbarProps) {
  const editorState = useEditorState({
    editor,
    selector: ({ editor: e }): Omit<ToolState, 'picture'> => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  })
  const words = useStaffWords(contentMessages).editor
  const language = useStaffLanguage()
  const [current, setCurrent] = useState(0)
  const [problem, setProblem] = useState('')
  const [uploading, setUploading] = useState(false)
  const failureOf = useStaffFailure()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const pictureInput = useRef<HTMLInputElement>(null)
  const state: ToolState = { ...editorState, picture: Boolean(onPicture) && !uploading }
  const { dialog, ask } = useTextDialog()
  const whyNoPicture = !onPicture && noPictureYet ? `${controls}-no-picture` : undefined

  function choosePicture() {
    pictureInput.current?.click()
  }
  async function addPicture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file || !onPicture) return
    const refused = imageProblem(file, language)
    if (refused) return setProblem(refused)
    const alt = await ask({
      title: words.describe,
      label: words.altLabel,
      hint: words.altHint(file.name),
      initial: '',
      confirm: words.addPicture,
    })
    if (alt === null) return
    setUploading(true)
    try {
      const src = await onPicture(file)
      focus(editor).insertContent({ type: Picture.name, attrs: { src, alt: alt.trim() } }).command(caretAfterPicture).run()
      setProblem('')
    } catch (error) {
      setProblem(words.notAdded(failureOf(error).message))
    } finally {
      setUploading(false)
    }
  }

  function move(event: KeyboardEvent) {
    const last = tools.length - 1
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const index = next > last ? 0 : next < 0 ? last : next
    setCurrent(index)
    buttons.current[index]?.focus()
  }

  return (
    <>
      <div role="toolbar" aria-label={label} aria-controls={controls} onKeyDown={move} className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1.5">
        {tools.map((tool, index) => {
          const pressed = tool.active ? state[tool.active] : undefined
          const disabled = tool.enabled ? !state[tool.enabled] : false
          const toolWords = words.tools[tool.key]
          return (
            <button
              key={tool.key}
              ref={(button) => {
                buttons.current[index] = button
              }}
              type="button"
              aria-label={spoken(toolWords)}
              aria-pressed={pressed}
              title={tool.enabled === 'picture' && !onPicture && noPictureYet ? noPictureYet : toolWords.title}
              aria-describedby={tool.enabled === 'picture' ? whyNoPicture : undefined}
              tabIndex={index === current ? 0 : -1}
              // aria-disabled, not disabled: the arrow keys still reach it (ARIA toolbar pattern).
              aria-disabled={disabled}
              onFocus={() => setCurrent(index)}
              onClick={() => {
                if (disabled) return
                void Promise.resolve(tool.run(editor, { choosePicture, ask, words })).then((refused) => setProblem(typeof refused === 'string' ? refused : ''))
              }}
              className={`min-w-9 rounded-lg px-2.5 py-1.5 text-sm font-bold transition aria-disabled:cursor-not-allowed aria-disabled:opacity-40 ${
                pressed ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-200'
              } ${tool.key === 'italic' ? 'italic' : ''}`}
            >
              {toolWords.face}
            </button>
          )
        })}
      </div>
      <input
        ref={pictureInput}
        type="file"
        accept={imageTypes.join(',')}
        hidden
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => void addPicture(event)}
      />
      {whyNoPicture && (
        <p id={whyNoPicture} className="border-b border-slate-200 bg-amber-50 px-4 py-2 text-sm font-semibold text-amber-900">
          {noPictureYet}
        </p>
      )}
      {dialog}
      {uploading && (
        <p role="status" className="border-b border-slate-200 bg-sky-50 px-4 py-2 text-sm font-semibold text-sky-900">
          {words.adding}
        </p>
      )}
      {problem && (
        <p role="alert" className="border-b border-slate-200 bg-red-50 px-4 py-2 text-sm font-semibold text-red-800">
          {problem}
        </p>
      )}
    </>
  )
}
