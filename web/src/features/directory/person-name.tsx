import type { PersonName as Name } from "../../lib/directory/types";
import { useLanguage } from "../../lib/language";

/** A person's name in the page language; a name given only in Devanagari is shown as it is,
 * marked as Hindi on an English page so that screen readers pronounce it. */
export function PersonName({ name }: { name: Name }) {
  const { lang } = useLanguage();
  const text = name[lang];
  return text ? <>{text}</> : <span lang="hi">{name.hi}</span>;
}
