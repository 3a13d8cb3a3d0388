// The messages of what is wrong with a field, each read as an error by a screen reader; and
// those of a field that is more than one control (a text in both languages, a list, a group):
// a list missing its entries, a text missing altogether.
import { useLanguage } from "../../../lib/language";
import { useEditor } from "./editor-context";
import { problemMessages } from "./problem-text";
import { controlId } from "./values";

/** `messages` as the list a control names in its aria-describedby (`id`). */
export function ErrorList({ id, messages }: { id: string; messages: readonly string[] }) {
  const { t } = useLanguage();
  return (
    <ul id={id} className="form-field__errors">
      {messages.map((message) => (
        <li key={message}>
          <span className="visually-hidden">{t("form.errorPrefix")}</span> {message}
        </li>
      ))}
    </ul>
  );
}

export function GroupErrors({ path }: { path: string }) {
  const { t } = useLanguage();
  const { problems, spec } = useEditor();
  const messages = problemMessages(t, problems[path], spec, path);
  if (messages.length === 0) return null;
  return <ErrorList id={`${controlId(path)}-error`} messages={messages} />;
}
