import styles from './RetryAlert.module.css';

/**
 * What a part of the page loaded on request says when the request failed, with a button to ask again: a tab's
 * package cards (registry/modules/Tabs.client.tsx), the search forms' texts (components/search-bar/SearchTabs.client.tsx).
 * `className` sets the room around it where it stands.
 */
export function RetryAlert({
  message,
  retry,
  onRetry,
  className = '',
}: {
  message: string;
  retry: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={`${styles.alert} ${className}`}>
      <p>{message}</p>
      <button type="button" onClick={onRetry} className={styles.retry}>
        {retry}
      </button>
    </div>
  );
}
