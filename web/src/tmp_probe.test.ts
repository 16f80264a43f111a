import { Editor } from '@tiptap/core'
import StarterKit from '@tiptap/starter-kit'
import { it } from 'vitest'
import { Picture } from './features/staff/components/content/picture'
it('probe', () => {
  for (const [html, pos] of [['<p>Hello world</p>', 6], ['<p>Hello</p>', 6], ['<p>Hello</p><p>Next</p>', 6]] as const) {
    const e = new Editor({ extensions: [StarterKit, Picture], content: html })
    e.commands.setTextSelection(pos)
    e.chain().insertContent({ type: 'image', attrs: { src: '/api/files/blogs/abc/p.png', alt: '' } }).run()
    const s = e.state.selection
    console.log(html, s.constructor.name, s.from, s.to, JSON.stringify(e.getJSON().content?.map((n) => n.type)), e.state.doc.resolve(s.to).nodeAfter?.type.name)
  }
})
