import type { Messages } from '../../../../lib/i18n/useLocale'

/** What the screens say of an article or a product (French gives each noun its own article and gender). */
type KindWords = {
  /** "articles", the lists' loading label. */
  plural: string
  new: string
  edit: string
  all: string
  every: string
  /** "the article", the record's loading label. */
  the: string
  loading: string
  noneMatch: (q: string) => string
  noneHere: string
  noneYet: string
  saving: string
  delete: string
  deleteThis: string
  deleting: string
  deleted: (name: string) => string
}

type ToolWords = { label: string; face: string; title: string }

/** The toolbar's tools, in its order. */
export type ToolKey = 'bold' | 'italic' | 'h2' | 'h3' | 'bullets' | 'numbers' | 'quote' | 'link' | 'picture' | 'undo' | 'redo'

type ContentWords = {
  kinds: { article: KindWords; product: KindWords }
  list: {
    show: string
    search: string
    clearSearch: string
    pages: (title: string) => string
    previous: string
    next: string
  }
  articles: {
    title: string
    searchLabel: string
    states: Record<'draft' | 'scheduled' | 'published', string>
    head: string[]
    untitled: string
  }
  products: {
    title: string
    searchLabel: string
    head: string[]
    unnamed: string
  }
  actions: {
    save: string
    saved: string
    preview: string
    viewOnSite: string
    newTab: string
    confirmDelete: (name: string) => string
    yesDelete: string
    cancel: string
  }
  draft: { restored: (when: string) => string; discard: string }
  state: {
    draft: string
    published: string
    scheduled: string
    scheduledFor: (when: string) => string
    forWhen: (when: string) => string
  }
  publishing: {
    legend: string
    now: string
    notSaved: string
    since: (when: string) => string
    status: string
    draftHint: string
    publishedHint: string
    date: string
    siteShows: (date: string) => string
    dateHint: string
  }
  preview: {
    title: (name: string) => string
    article: string
    band: string
    seen: string
    notSeen: string
    back: string
  }
  article: {
    saveDraft: string
    schedule: string
    save: string
    publish: string
    publishNow: string
    needsTitle: string
    editOf: (title: string) => string
    newArticle: string
    title: string
    category: string
    duration: string
    durationExample: string
    authorName: string
    body: string
    noPictureYet: string
    cover: ImageWords
    authorPhoto: ImageWords
  }
  product: {
    needsName: string
    chooseCategory: string
    categoryPlaceholder: string
    editOf: (name: string) => string
    newProduct: string
    name: string
    category: string
    price: string
    description: string
    characters: (count: number, max: number) => string
    sizes: string
    colours: string
    colourExample: string
    listHint: (example: string) => string
    price_: { empty: string; negative: string; decimals: string; invalid: string }
  }
  image: {
    hint: string
    notImage: (file: string) => string
    tooLarge: (file: string) => string
  }
  gallery: {
    pictures: string
    countOf: (count: number, max: number) => string
    none: string
    main: string
    picture: (n: number) => string
    isNew: string
    move: (n: number, direction: 'earlier' | 'later') => string
    removeOf: (n: number) => string
    remove: string
    willGo: (count: number) => string
    keep: (count: number) => string
    add: string
    hint: string
    tooMany: (file: string, max: number) => string
  }
  editor: {
    formatting: (label: string) => string
    tools: Record<ToolKey, ToolWords>
    changeLink: string
    addLink: string
    linkAddress: string
    linkHint: string
    saveLink: string
    badLink: string
    describe: string
    altLabel: string
    altHint: (file: string) => string
    addPicture: string
    notAdded: (why: string) => string
    adding: string
    cancel: string
  }
}

/** A single image's words: its label, and the image named inside sentences. */
export type ImageWords = {
  label: string
  newOne: string
  current: string
  willGo: string
  none: string
  remove: string
  keep: string
}

/** The English image words from the label, as the screens wrote them ("Cover image" → "New cover image (not saved yet)"). */
function imageWordsEn(label: string): ImageWords {
  const noun = label.toLowerCase()
  return {
    label,
    newOne: `New ${noun} (not saved yet)`,
    current: `Current ${noun}`,
    willGo: `The ${noun} will be removed when you save.`,
    none: `No ${noun}.`,
    remove: `Remove ${noun}`,
    keep: `Keep the current ${noun}`,
  }
}

export const contentMessages: Messages<ContentWords> = {
  en: {
    kinds: {
      article: kindEn('article', 'articles'),
      product: kindEn('product', 'products'),
    },
    list: {
      show: 'Show',
      search: 'Search',
      clearSearch: 'Clear search',
      pages: (title) => `${title} pages`,
      previous: 'Previous',
      next: 'Next',
    },
    articles: {
      title: 'Articles',
      searchLabel: 'Search by title',
      states: { draft: 'Drafts', scheduled: 'Scheduled', published: 'Published' },
      head: ['Title', 'Status', 'Category', 'Date', 'Author'],
      untitled: 'Untitled',
    },
    products: {
      title: 'Products',
      searchLabel: 'Search by name',
      head: ['Picture', 'Name', 'Category', 'Price'],
      unnamed: 'Unnamed',
    },
    actions: {
      save: 'Save',
      saved: 'Saved',
      preview: 'Preview',
      viewOnSite: 'View on site',
      newTab: ' (opens in a new tab)',
      confirmDelete: (name) => `Delete “${name}” for good? It leaves the public site at once and cannot be brought back.`,
      yesDelete: 'Yes, delete',
      cancel: 'Cancel',
    },
    draft: { restored: (when) => `Restored your unsaved draft from ${when}.`, discard: 'Discard draft' },
    state: {
      draft: 'Draft',
      published: 'Published',
      scheduled: 'Scheduled',
      scheduledFor: (when) => `Scheduled for ${when}`,
      forWhen: (when) => `for ${when}`,
    },
    publishing: {
      legend: 'Publishing',
      now: 'Now:',
      notSaved: 'Not saved yet',
      since: (when) => ` since ${when}`,
      status: 'Status',
      draftHint: 'Seen by staff only, in the preview.',
      publishedHint: 'On the site from the date below.',
      date: 'Date and time (Paris)',
      siteShows: (date) => `The site shows it as ${date}.`,
      dateHint: 'Shown on the article. Empty: the moment it is published. A later date schedules it.',
    },
    preview: {
      title: (name) => `Preview: ${name}`,
      article: 'article',
      band: 'Preview',
      seen: ' · visitors see this article',
      notSeen: ' · visitors do not see this article yet',
      back: 'Back to the editor',
    },
    article: {
      saveDraft: 'Save draft',
      schedule: 'Schedule',
      save: 'Save',
      publish: 'Publish',
      publishNow: 'Publish now',
      needsTitle: 'Give the article a title.',
      editOf: (title) => `Edit “${title}”`,
      newArticle: 'New article',
      title: 'Title',
      category: 'Category',
      duration: 'Reading time',
      durationExample: '5 min',
      authorName: 'Author name',
      body: 'Article body',
      noPictureYet: 'Pictures are kept with the article: save it once (Save draft, below) to add them.',
      cover: imageWordsEn('Cover image'),
      authorPhoto: imageWordsEn('Author photo'),
    },
    product: {
      needsName: 'Give the product a name.',
      chooseCategory: 'Choose a category.',
      categoryPlaceholder: 'Choose a category',
      editOf: (name) => `Edit “${name}”`,
      newProduct: 'New product',
      name: 'Name',
      category: 'Category',
      price: 'Price (€)',
      description: 'Description',
      characters: (count, max) => `${count} / ${max} characters, plain text`,
      sizes: 'Sizes',
      colours: 'Colours',
      colourExample: 'Navy blue, White',
      listHint: (example) => `Separated by commas, such as “${example}”. Leave empty when the product has none.`,
      price_: {
        empty: 'Enter a price.',
        negative: 'The price cannot be negative.',
        decimals: 'Use two decimals at most (cents).',
        invalid: 'Enter a price in euros, such as 12.50.',
      },
    },
    image: {
      hint: 'PNG, JPEG, WebP, SVG or GIF, 5 MB at most.',
      notImage: (file) => `${file} is not a PNG, JPEG, WebP, SVG or GIF image.`,
      tooLarge: (file) => `${file} is larger than 5 MB.`,
    },
    gallery: {
      pictures: 'Pictures',
      countOf: (count, max) => `(${count} of ${max})`,
      none: 'No pictures yet.',
      main: 'Main picture',
      picture: (n) => `Picture ${n}`,
      isNew: '(new)',
      move: (n, direction) => `Move picture ${n} ${direction}`,
      removeOf: (n) => `Remove picture ${n}`,
      remove: 'Remove',
      willGo: (count) => `${count === 1 ? '1 picture' : `${count} pictures`} will be deleted when you save.`,
      keep: (count) => `Keep ${count === 1 ? 'it' : 'them'}`,
      add: 'Add pictures',
      hint: 'PNG, JPEG, WebP, SVG or GIF, 5 MB at most each. New pictures go after the current ones (once saved, they can move anywhere); the first picture is the main one: move a picture with its arrows.',
      tooMany: (file, max) => `${file} was not added: a product has ${max} pictures at most.`,
    },
    editor: {
      formatting: (label) => `${label} formatting`,
      tools: {
        bold: { label: 'Bold', face: 'B', title: 'Bold (Ctrl+B)' },
        italic: { label: 'Italic', face: 'I', title: 'Italic (Ctrl+I)' },
        h2: { label: 'Heading 2', face: 'H2', title: 'Heading 2 (Ctrl+Alt+2)' },
        h3: { label: 'Heading 3', face: 'H3', title: 'Heading 3 (Ctrl+Alt+3)' },
        bullets: { label: 'Bullet list', face: '• List', title: 'Bullet list (Ctrl+Shift+8)' },
        numbers: { label: 'Numbered list', face: '1. List', title: 'Numbered list (Ctrl+Shift+7)' },
        quote: { label: 'Quote', face: '“ ”', title: 'Quote (Ctrl+Shift+B)' },
        link: { label: 'Link', face: 'Link', title: 'Link: an http(s) or mailto address' },
        picture: { label: 'Picture', face: 'Picture', title: 'Picture: PNG, JPEG, WebP, SVG or GIF, 5 MB at most' },
        undo: { label: 'Undo', face: '↶', title: 'Undo (Ctrl+Z)' },
        redo: { label: 'Redo', face: '↷', title: 'Redo (Ctrl+Shift+Z)' },
      },
      changeLink: 'Change the link',
      addLink: 'Add a link',
      linkAddress: 'Link address',
      linkHint: 'A web address (https://…) or an email address (mailto:…). Leave it empty to remove the link.',
      saveLink: 'Save the link',
      badLink: 'Links must be web addresses (http:// or https://) or email addresses (mailto:).',
      describe: 'Describe the picture',
      altLabel: 'Text for readers who cannot see it',
      altHint: (file) => `What ${file} shows, in a sentence. Leave it empty for a decoration.`,
      addPicture: 'Add the picture',
      notAdded: (why) => `The picture was not added: ${why}`,
      adding: 'Adding the picture…',
      cancel: 'Cancel',
    },
  },
  fr: {
    kinds: {
      article: {
        plural: 'les articles',
        new: 'Nouvel article',
        edit: 'Modifier l’article',
        all: 'Tous les articles',
        every: 'Tous les articles',
        the: 'l’article',
        loading: 'Chargement de l’article',
        noneMatch: (q) => `Aucun article ne correspond à « ${q} ».`,
        noneHere: 'Aucun article ici.',
        noneYet: 'Aucun article pour l’instant.',
        saving: 'Enregistrement de l’article',
        delete: 'Supprimer l’article',
        deleteThis: 'Supprimer cet article',
        deleting: 'Suppression de l’article',
        deleted: (name) => `L’article « ${name} » a été supprimé.`,
      },
      product: {
        plural: 'les produits',
        new: 'Nouveau produit',
        edit: 'Modifier le produit',
        all: 'Tous les produits',
        every: 'Tous les produits',
        the: 'le produit',
        loading: 'Chargement du produit',
        noneMatch: (q) => `Aucun produit ne correspond à « ${q} ».`,
        noneHere: 'Aucun produit ici.',
        noneYet: 'Aucun produit pour l’instant.',
        saving: 'Enregistrement du produit',
        delete: 'Supprimer le produit',
        deleteThis: 'Supprimer ce produit',
        deleting: 'Suppression du produit',
        deleted: (name) => `Le produit « ${name} » a été supprimé.`,
      },
    },
    list: {
      show: 'Afficher',
      search: 'Rechercher',
      clearSearch: 'Effacer la recherche',
      pages: (title) => `Pages : ${title}`,
      previous: 'Précédent',
      next: 'Suivant',
    },
    articles: {
      title: 'Articles',
      searchLabel: 'Rechercher par titre',
      states: { draft: 'Brouillons', scheduled: 'Programmés', published: 'Publiés' },
      head: ['Titre', 'État', 'Catégorie', 'Date', 'Auteur'],
      untitled: 'Sans titre',
    },
    products: {
      title: 'Produits',
      searchLabel: 'Rechercher par nom',
      head: ['Image', 'Nom', 'Catégorie', 'Prix'],
      unnamed: 'Sans nom',
    },
    actions: {
      save: 'Enregistrer',
      saved: 'Enregistré',
      preview: 'Aperçu',
      viewOnSite: 'Voir sur le site',
      newTab: ' (s’ouvre dans un nouvel onglet)',
      confirmDelete: (name) => `Supprimer « ${name} » définitivement ? Il quitte aussitôt le site public et ne pourra pas être rétabli.`,
      yesDelete: 'Oui, supprimer',
      cancel: 'Annuler',
    },
    draft: { restored: (when) => `Votre brouillon non enregistré du ${when} a été restauré.`, discard: 'Abandonner le brouillon' },
    state: {
      draft: 'Brouillon',
      published: 'Publié',
      scheduled: 'Programmé',
      scheduledFor: (when) => `Programmé pour le ${when}`,
      forWhen: (when) => `pour le ${when}`,
    },
    publishing: {
      legend: 'Publication',
      now: 'Actuellement :',
      notSaved: 'Pas encore enregistré',
      since: (when) => ` depuis le ${when}`,
      status: 'État',
      draftHint: 'Visible par l’équipe seulement, dans l’aperçu.',
      publishedHint: 'Sur le site à partir de la date ci-dessous.',
      date: 'Date et heure (Paris)',
      siteShows: (date) => `Le site l’affiche ainsi : ${date}.`,
      dateHint: 'Affichée sur l’article. Vide : le moment de la publication. Une date future le programme.',
    },
    preview: {
      title: (name) => `Aperçu : ${name}`,
      article: 'article',
      band: 'Aperçu',
      seen: ' · les visiteurs voient cet article',
      notSeen: ' · les visiteurs ne voient pas encore cet article',
      back: 'Retour à l’éditeur',
    },
    article: {
      saveDraft: 'Enregistrer le brouillon',
      schedule: 'Programmer',
      save: 'Enregistrer',
      publish: 'Publier',
      publishNow: 'Publier maintenant',
      needsTitle: 'Donnez un titre à l’article.',
      editOf: (title) => `Modifier « ${title} »`,
      newArticle: 'Nouvel article',
      title: 'Titre',
      category: 'Catégorie',
      duration: 'Temps de lecture',
      durationExample: '5 min',
      authorName: 'Nom de l’auteur',
      body: 'Corps de l’article',
      noPictureYet: 'Les images sont conservées avec l’article : enregistrez-le une fois (Enregistrer le brouillon, plus bas) pour en ajouter.',
      cover: {
        label: 'Image de couverture',
        newOne: 'Nouvelle image de couverture (pas encore enregistrée)',
        current: 'Image de couverture actuelle',
        willGo: 'L’image de couverture sera retirée à l’enregistrement.',
        none: 'Aucune image de couverture.',
        remove: 'Retirer l’image de couverture',
        keep: 'Garder l’image de couverture actuelle',
      },
      authorPhoto: {
        label: 'Photo de l’auteur',
        newOne: 'Nouvelle photo de l’auteur (pas encore enregistrée)',
        current: 'Photo de l’auteur actuelle',
        willGo: 'La photo de l’auteur sera retirée à l’enregistrement.',
        none: 'Aucune photo de l’auteur.',
        remove: 'Retirer la photo de l’auteur',
        keep: 'Garder la photo de l’auteur actuelle',
      },
    },
    product: {
      needsName: 'Donnez un nom au produit.',
      chooseCategory: 'Choisissez une catégorie.',
      categoryPlaceholder: 'Choisissez une catégorie',
      editOf: (name) => `Modifier « ${name} »`,
      newProduct: 'Nouveau produit',
      name: 'Nom',
      category: 'Catégorie',
      price: 'Prix (€)',
      description: 'Description',
      characters: (count, max) => `${count} / ${max} caractères, texte brut`,
      sizes: 'Tailles',
      colours: 'Couleurs',
      colourExample: 'Bleu marine, Blanc',
      listHint: (example) => `Séparées par des virgules, par exemple « ${example} ». Laissez vide si le produit n’en a pas.`,
      price_: {
        empty: 'Saisissez un prix.',
        negative: 'Le prix ne peut pas être négatif.',
        decimals: 'Deux décimales au plus (les centimes).',
        invalid: 'Saisissez un prix en euros, par exemple 12,50.',
      },
    },
    image: {
      hint: 'PNG, JPEG, WebP, SVG ou GIF, 5 Mo au plus.',
      notImage: (file) => `${file} n’est pas une image PNG, JPEG, WebP, SVG ou GIF.`,
      tooLarge: (file) => `${file} dépasse 5 Mo.`,
    },
    gallery: {
      pictures: 'Images',
      countOf: (count, max) => `(${count} sur ${max})`,
      none: 'Aucune image pour l’instant.',
      main: 'Image principale',
      picture: (n) => `Image ${n}`,
      isNew: '(nouvelle)',
      move: (n, direction) => `Déplacer l’image ${n} ${direction === 'earlier' ? 'vers l’avant' : 'vers l’arrière'}`,
      removeOf: (n) => `Retirer l’image ${n}`,
      remove: 'Retirer',
      willGo: (count) => (count === 1 ? '1 image sera supprimée à l’enregistrement.' : `${count} images seront supprimées à l’enregistrement.`),
      keep: (count) => (count === 1 ? 'La garder' : 'Les garder'),
      add: 'Ajouter des images',
      hint: 'PNG, JPEG, WebP, SVG ou GIF, 5 Mo au plus chacune. Les nouvelles images se placent après les actuelles (une fois enregistrées, elles peuvent aller n’importe où) ; la première image est l’image principale : déplacez une image avec ses flèches.',
      tooMany: (file, max) => `${file} n’a pas été ajoutée : un produit a ${max} images au plus.`,
    },
    editor: {
      formatting: (label) => `Mise en forme : ${label}`,
      tools: {
        bold: { label: 'Gras', face: 'G', title: 'Gras (Ctrl+B)' },
        italic: { label: 'Italique', face: 'I', title: 'Italique (Ctrl+I)' },
        h2: { label: 'Titre 2', face: 'T2', title: 'Titre 2 (Ctrl+Alt+2)' },
        h3: { label: 'Titre 3', face: 'T3', title: 'Titre 3 (Ctrl+Alt+3)' },
        bullets: { label: 'Liste à puces', face: '• Liste', title: 'Liste à puces (Ctrl+Maj+8)' },
        numbers: { label: 'Liste numérotée', face: '1. Liste', title: 'Liste numérotée (Ctrl+Maj+7)' },
        quote: { label: 'Citation', face: '« »', title: 'Citation (Ctrl+Maj+B)' },
        link: { label: 'Lien', face: 'Lien', title: 'Lien : une adresse http(s) ou mailto' },
        picture: { label: 'Image', face: 'Image', title: 'Image : PNG, JPEG, WebP, SVG ou GIF, 5 Mo au plus' },
        undo: { label: 'Annuler', face: '↶', title: 'Annuler (Ctrl+Z)' },
        redo: { label: 'Rétablir', face: '↷', title: 'Rétablir (Ctrl+Maj+Z)' },
      },
      changeLink: 'Modifier le lien',
      addLink: 'Ajouter un lien',
      linkAddress: 'Adresse du lien',
      linkHint: 'Une adresse web (https://…) ou une adresse e-mail (mailto:…). Laissez vide pour retirer le lien.',
      saveLink: 'Enregistrer le lien',
      badLink: 'Un lien doit être une adresse web (http:// ou https://) ou une adresse e-mail (mailto:).',
      describe: 'Décrire l’image',
      altLabel: 'Texte pour les lecteurs qui ne la voient pas',
      altHint: (file) => `Ce que montre ${file}, en une phrase. Laissez vide pour une image décorative.`,
      addPicture: 'Ajouter l’image',
      notAdded: (why) => `L’image n’a pas été ajoutée : ${why}`,
      adding: 'Ajout de l’image…',
      cancel: 'Annuler',
    },
  },
}

/** The English words of a kind, from its noun, as the screens wrote them. */
function kindEn(noun: string, plural: string): KindWords {
  return {
    plural,
    new: `New ${noun}`,
    edit: `Edit ${noun}`,
    all: `All ${plural}`,
    every: `Every ${noun}`,
    the: `the ${noun}`,
    loading: `Loading the ${noun}`,
    noneMatch: (q) => `No ${noun} matches “${q}”.`,
    noneHere: `No ${noun} here.`,
    noneYet: `No ${plural} yet.`,
    saving: `Saving the ${noun}`,
    delete: `Delete ${noun}`,
    deleteThis: `Delete this ${noun}`,
    deleting: `Deleting the ${noun}`,
    deleted: (name) => `The ${noun} “${name}” was deleted.`,
  }
}
