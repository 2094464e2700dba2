import { useMessages } from 'next-intl';
import { SearchMenuButton } from './SearchMenuButton';
import type { SearchOverlayMessages } from './SearchOverlay';

type CatalogueMessages = { catalogue?: { search?: Record<string, string>; searchOverlay?: Record<string, string> } };

const SEARCH_KEYS = ['label', 'placeholder', 'submit'] as const;

/**
 * Server part of the menu's search button: hands the overlay the few `catalogue` messages it
 * shows (that namespace is not sent to every page's client bundle), then the client button.
 */
export function SearchMenuEntry({ label }: { label: string }) {
  const catalogue = (useMessages() as CatalogueMessages).catalogue ?? {};
  const search = catalogue.search ?? {};
  const messages: SearchOverlayMessages = {
    search: Object.fromEntries(SEARCH_KEYS.filter((k) => typeof search[k] === 'string').map((k) => [k, search[k]])),
    searchOverlay: catalogue.searchOverlay ?? {},
  };
  return <SearchMenuButton label={label} messages={messages} />;
}
