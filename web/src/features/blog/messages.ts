import type { Messages } from '../../lib/i18n/useLocale'

type BlogWords = {
  listTitle: (page: number) => string
  eyebrow: string
  loadingArticles: string
  noArticles: string
  articles: string
  pagesLabel: string
  readTime: (duration: string) => string
  loadingArticle: string
  notFoundText: string
  allArticles: string
  related: string
  readMore: string
  featured: string
  authorFallback: string
  share: string
  shareOn: (network: string) => string
}

export const blogMessages: Messages<BlogWords> = {
  en: {
    listTitle: (page) => (page > 1 ? `Blog, page ${page}` : 'Blog'),
    eyebrow: 'The journal',
    loadingArticles: 'Loading articles',
    noArticles: 'No articles yet. Come back soon!',
    articles: 'Articles',
    pagesLabel: 'Articles pages',
    readTime: (duration) => `${duration} read`,
    loadingArticle: 'Loading the article',
    notFoundText: 'This article does not exist or has been removed.',
    allArticles: 'All articles',
    related: 'Related articles',
    readMore: 'Read More',
    featured: 'Featured',
    authorFallback: 'The foundation',
    share: 'Share',
    shareOn: (network) => `Share on ${network}`,
  },
  fr: {
    listTitle: (page) => (page > 1 ? `Blog, page ${page}` : 'Blog'),
    eyebrow: 'Le journal',
    loadingArticles: 'Chargement des articles',
    noArticles: 'Pas encore d’article. Revenez bientôt !',
    articles: 'Articles',
    pagesLabel: 'Pages des articles',
    readTime: (duration) => `${duration} de lecture`,
    loadingArticle: 'Chargement de l’article',
    notFoundText: 'Cet article n’existe pas ou a été supprimé.',
    allArticles: 'Tous les articles',
    related: 'Articles liés',
    readMore: 'Lire la suite',
    featured: 'À la une',
    authorFallback: 'La fondation',
    share: 'Partager',
    shareOn: (network) => `Partager sur ${network}`,
  },
}
