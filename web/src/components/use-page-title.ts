import { useEffect } from 'react';
import { PRODUCT_NAME } from '@playwords/common';

/** Sets the tab's title: "{title} | PlayWords", or the product name alone. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
