// The messages of a field that is more than one control (a text in both languages, a list,
// a group): a list missing its entries, a text missing altogether.
import { useLanguage } from "../../../lib/language";
import { useEditor } from "./editor-context";
import { problemMessages } from "./problem-text";
import { controlId } from "./values";

export function GroupErrors({ path }: { path: string }) {
  const { t } = useLanguage();
  const { problems } = useEditor();
  const messages = problemMessages(t, problems[path]);
  if (messages.length === 0) return null;
  return (
    <ul id={`${controlId(path)}-error`} className="form-field__errors">
      {messages.map((message) => (
        <li key={message}>
          <span className="visually-hidden">{t("admin.errorPrefix")}</span> {message}
        </li>
      ))}
    </ul>
  );
}
