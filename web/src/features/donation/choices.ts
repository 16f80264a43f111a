/** The form's choice buttons: radios drawn as cards (how often, how much, who gives). */
export const choice =
  'flex cursor-pointer items-center justify-center rounded-2xl border-2 px-3 text-center font-bold transition has-[:focus-visible]:focus-ring'
export const chosen = 'border-brand-600 bg-brand-600 text-white shadow-md shadow-brand-600/25'
export const notChosen = 'border-slate-200 bg-white text-slate-800 hover:border-brand-400'
