import { useLanguage } from "../lib/language";

interface Props {
  /** The catalog key of what failed ("The events could not be loaded."). */
  messageKey: string;
  /** The catalog key of the button's label. */
  retryKey: string;
  onRetry: () => void;
  /** The block's classes (each page has its own look). */
  className: string;
  /** The button's classes. */
  buttonClassName?: string;
}

/** Says that something could not be downloaded, with a button to try again; announced at once
 * (an alert). */
export function RetryAlert({ messageKey, retryKey, onRetry, className, buttonClassName = "button" }: Props) {
  const { t } = useLanguage();
  return (
    <div role="alert" className={className}>
      <p>{t(messageKey)}</p>
      <button type="button" className={buttonClassName} onClick={onRetry}>
        {t(retryKey)}
      </button>
    </div>
  );
}
