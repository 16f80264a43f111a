/** Puts `<script type="application/json" id={id}>{text}</script>` in the body, as the server embeds data in a page. */
export function embedJSONScript(id: string, text: string) {
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = id
  script.textContent = text
  document.body.append(script)
}
