import { useLanguage } from "../../../lib/language";
import { refusal } from "../refusal";
import { RefusalMessage } from "../refusal-message";
import type { SaveOutcome } from "./use-event-form";

interface SaveMessagesProps {
  busy: boolean;
  /** The fraction of the upload sent, 0 to 1. */
  progress: number;
  outcome: SaveOutcome;
}

const SUCCESS = { created: "dashboard.created", updated: "dashboard.updated", draft: "dashboard.draftSaved" } as const;

/** Next to the save button: the upload's progress bar while busy, then how the save ended
 * (success in a status region that is always there, so it is announced; failure as an alert). */
export function SaveMessages({ busy, progress, outcome }: SaveMessagesProps) {
  const { t } = useLanguage();
  const percent = Math.round(progress * 100);
  return (
    <div className="dashboard-form__messages">
      {busy && (
        <div className="dashboard-progress">
          <label htmlFor="dashboard-progress">{t("dashboard.uploading")}</label>
          <progress id="dashboard-progress" max={100} value={percent}>
            {t("dashboard.percent", { percent })}
          </progress>
        </div>
      )}
      <div role="status" className="dashboard-message dashboard-message--success">
        {(outcome === "created" || outcome === "updated" || outcome === "draft") && t(SUCCESS[outcome])}
      </div>
      {typeof outcome === "object" && outcome !== null && (
        <div role="alert" className="dashboard-message dashboard-message--error">
          {/* The problems a 422 found are marked at their fields. */}
          <RefusalMessage refusal={refusal(outcome.failed, "dashboard.saveFailed")} inForm />
        </div>
      )}
    </div>
  );
}
