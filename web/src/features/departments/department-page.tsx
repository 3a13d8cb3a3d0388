import { ChangeNotes } from "../../components/change-notes";
import type { PageProps } from "../../lib/page-props";
import { useLanguage } from "../../lib/language";
import { otherLang, useDepartment } from "./departments";
import { PersonCard } from "./person-card";
import "./department-page.css";

/** Every page of the Departments menu: one template filled from content/departments.json. */
export function DepartmentPage({ route }: PageProps) {
  const { t, lang } = useLanguage();
  const department = useDepartment(route.page);
  if (!department) return null;
  const other = otherLang(lang);
  const { head, staff } = department;
  const id = (part: string) => `department-${part}`;

  return (
    <div className="department">
      <p className="department__other-name" lang={other}>
        {department.name[other]}
      </p>
      <ChangeNotes changes={department.changes} page />

      <section className="department__section" aria-labelledby={id("head")}>
        <h2 id={id("head")}>{t("departments.head")}</h2>
        <PersonCard
          className="dept-card--head"
          name={head.name[lang]}
          role={{ label: t("departments.post"), value: head.post[lang] }}
          phone={{ label: t("departments.phone"), number: head.phone }}
          image={head.photo}
          size={160}
        />
      </section>

      <section className="department__section" aria-labelledby={id("about")}>
        <h2 id={id("about")}>{t("departments.about")}</h2>
        <p className="department__about">{department.about[lang]}</p>
      </section>

      <section className="department__section" aria-labelledby={id("responsibilities")}>
        <h2 id={id("responsibilities")}>{t("departments.responsibilities")}</h2>
        <ul className="department__responsibilities">
          {department.responsibilities.map((item) => (
            <li key={item.en}>{item[lang]}</li>
          ))}
        </ul>
      </section>

      <section className="department__section" aria-labelledby={id("staff")}>
        <h2 id={id("staff")}>{t("departments.staff")}</h2>
        <ul className="department__staff">
          {staff.map((member) => (
            <li key={member.mobile}>
              <PersonCard
                name={member.name[lang]}
                role={{ label: t("departments.position"), value: member.position[lang] }}
                phone={{ label: t("departments.mobile"), number: member.mobile }}
                image={member.image}
                size={96}
                lazy
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
