import { useLanguage } from "../../lib/language";

/** What could not be loaded (a message key) and a button to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useLanguage();
  return (
    <div role="alert" className="admin-message admin-message--error">
      <p>{t(message)}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t("common.retry")}
      </button>
    </div>
  );
}
