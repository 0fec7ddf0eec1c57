import { createContext } from 'react';

/**
 * The loaders' texts in the reader's language, given by the app's layout (app/layout/app-layout.tsx). A context rather
 * than `useTranslation` in the loaders: they are shared by the first page and the lazy pages, and importing the
 * texts' machinery from them splits the first page's scripts into many chunks, over its budget
 * (scripts/check-budgets.mjs). Outside the layout, the English texts.
 */
export const LoadingTexts = createContext({ screen: 'LOADING...', page: 'Loading page' });
