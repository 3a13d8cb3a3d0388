import { useLanguage } from "../../lib/language";
import { refusal } from "./refusal";
import { RefusalMessage } from "./refusal-message";

/** What could not be loaded (a message key), why (the `error` the load failed with), and a
 * button to try again. */
export function LoadFailed({ message, error, onRetry }: { message: string; error?: unknown; onRetry: () => void }) {
  const { t } = useLanguage();
  return (
    <div role="alert" className="admin-message admin-message--error">
      {error === undefined ? <p>{t(message)}</p> : <RefusalMessage refusal={refusal(error, message)} />}
      <button type="button" className="button" onClick={onRetry}>
        {t("common.retry")}
      </button>
    </div>
  );
}
