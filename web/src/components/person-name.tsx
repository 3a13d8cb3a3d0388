import type { ShownName } from "../lib/directory/people";
import { useLanguage } from "../lib/language";
import "./person-name.css";

/** A person's name in the page language. A name given only in Devanagari is shown as it is,
 * marked as Hindi, and on an English page followed by its reading in Latin letters, marked as
 * English and labelled as a reading: "सुरेश कुमार शर्मा (reading: Suresh Kumar Sharma)". */
export function PersonName({ name }: { name: ShownName }) {
  const { t, lang } = useLanguage();
  const text = name[lang];
  if (text) return <>{text}</>;
  return (
    <>
      <span lang="hi">{name.hi}</span>
      {name.reading && (
        <>
          {" "}
          <span lang="en" className="person-name__reading">
            {t("common.nameReading", { reading: name.reading })}
          </span>
        </>
      )}
    </>
  );
}
