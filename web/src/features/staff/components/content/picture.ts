import { mergeAttributes, Node } from '@tiptap/react'

/** The address of a picture the site serves itself for an article (internal/content/sanitize.go ownPicture). */
const ownPicture = /^\/api\/files\/blogs\/[a-z0-9]+\/[A-Za-z0-9_.-]+(\?thumb=\d+x\d+[tbf]?)?$/

/**
 * A picture of the article's own files, on a line of its own: <img src alt>. A picture from
 * elsewhere (pasted from another site) is not read: the server would drop it anyway.
 */
export const Picture = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: '' } }
  },
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (element) => (ownPicture.test(element.getAttribute('src') ?? '') ? null : false) }]
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)]
  },
})
