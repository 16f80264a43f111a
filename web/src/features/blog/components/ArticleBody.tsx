import './article-body.css'

/** An article's HTML body. */
export function ArticleBody({ html }: { html: string }) {
  // Safe: the server sanitizes `description` with a bluemonday allow-list on
  // every create and update (internal/content/sanitize.go), so the stored HTML
  // cannot carry script, event handlers or javascript: URLs. Only superusers
  // can write blogs at all.
  return <div className="article-body" dangerouslySetInnerHTML={{ __html: html }} />
}
