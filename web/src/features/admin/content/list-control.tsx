// An ordered list (responsibilities, corrigenda, staff): add an entry, remove one, move one up
// or down with buttons a keyboard reaches as a pointer does. The moved entry's button keeps
// the focus, and a status message says where the entry went.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLanguage } from "../../../lib/language";
import type { ControlProps } from "./control-props";
import { GroupErrors } from "./group-errors";
import type { Shape } from "./schema";
import { controlId, emptyValue, moved, type Value } from "./values";

type Action = "up" | "down";

export function ListControl({ path, label, value, onChange, entry, renderEntry }: ControlProps & {
  entry: Shape;
  renderEntry: (props: ControlProps & { shape: Shape }) => ReactNode;
}) {
  const { t } = useLanguage();
  const list = (Array.isArray(value) ? value : []) as Value[];
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focus, setFocus] = useState<string | undefined>();
  const [status, setStatus] = useState("");
  // Entries have no ids of their own; keys that follow them through moves keep each one's
  // controls (and what a screen reader is on) with it.
  const [keys, setKeys] = useState(() => list.map((_, index) => index));
  const nextKey = useRef(list.length);
  if (keys.length !== list.length) {
    const fixed = list.map((_, index) => keys[index] ?? nextKey.current++);
    setKeys(fixed);
  }

  useEffect(() => {
    if (focus === undefined) return;
    buttons.current.get(focus)?.focus();
    setFocus(undefined);
  }, [focus]);

  const move = (index: number, to: number, action: Action) => {
    onChange(moved(list, index, to));
    setKeys(moved(keys, index, to));
    // At the first or last place the other button stays; focus it rather than lose focus.
    const edge = (action === "up" && to === 0) || (action === "down" && to === list.length - 1);
    setFocus(`${to}-${edge ? (action === "up" ? "down" : "up") : action}`);
    setStatus(t("content.list.movedTo", { n: to + 1, count: list.length }));
  };
  const remove = (index: number) => {
    onChange(list.filter((_, at) => at !== index));
    setKeys(keys.filter((_, at) => at !== index));
    setFocus(list.length > 1 ? `${Math.min(index, list.length - 2)}-remove` : "add");
    setStatus(t("content.list.removed", { n: index + 1 }));
  };
  const add = () => {
    onChange([...list, emptyValue(entry)]);
    setKeys([...keys, nextKey.current++]);
    setStatus(t("content.list.added", { n: list.length + 1 }));
  };
  const ref = (name: string) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(name, button);
    else buttons.current.delete(name);
  };

  return (
    <fieldset className="content-list" id={controlId(path)} tabIndex={-1}>
      <legend className="content-list__legend">{label}</legend>
      <GroupErrors path={path} />
      {list.length === 0 && <p className="content-list__empty">{t("content.list.empty")}</p>}
      <ol className="content-list__entries">
        {list.map((item, index) => {
          const n = index + 1;
          const entryLabel = t("content.list.entry", { label, n });
          return (
            <li key={keys[index]} className="content-list__entry">
              {renderEntry({
                shape: entry,
                path: `${path}.${index}`,
                label: entryLabel,
                optional: false,
                value: item,
                onChange: (next) => onChange(list.map((old, at) => (at === index ? next : old))),
              })}
              <div className="content-list__actions">
                {index > 0 && (
                  <button type="button" className="button" ref={ref(`${index}-up`)} onClick={() => move(index, index - 1, "up")}>
                    {t("content.list.up")}
                    <span className="visually-hidden"> ({entryLabel})</span>
                  </button>
                )}
                {index < list.length - 1 && (
                  <button
                    type="button"
                    className="button"
                    ref={ref(`${index}-down`)}
                    onClick={() => move(index, index + 1, "down")}
                  >
                    {t("content.list.down")}
                    <span className="visually-hidden"> ({entryLabel})</span>
                  </button>
                )}
                <button type="button" className="button" ref={ref(`${index}-remove`)} onClick={() => remove(index)}>
                  {t("content.list.remove")}
                  <span className="visually-hidden"> ({entryLabel})</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button content-list__add" ref={ref("add")} onClick={add}>
        {t("content.list.add", { label })}
      </button>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </fieldset>
  );
}
