//! The rules of a tender and of a recruitment advertisement (`crate::model::tenders`): both are
//! a numbered notice with its title, its description, its PDF, its first and last days and its
//! schedule ([`Advertised`]); a tender also has its link and its corrigenda.

use super::at;
use super::schedule::Schedule;
use crate::content::{Checker, Content, Facts, Length};
use crate::model::Bilingual;
use crate::model::kinds::Kind;
use crate::model::tenders::{CORRIGENDA_MAX, Recruitment, Tender};
use crate::model::values::{Day, Pdf};

/// What a tender and a recruitment advertisement share.
struct Advertised<'a> {
    kind: Kind,
    id: &'a str,
    /// The number printed on it, unique among its kind.
    no: &'a str,
    /// The field of its title (a tender's `work`, an advertisement's `post`) and the title.
    title: (&'static str, &'a Bilingual),
    description: &'a Bilingual,
    pdf: &'a Pdf,
    /// The first day bids or applications are taken, and the last.
    days: (&'a Day, &'a Day),
    schedule: Schedule<'a>,
}

/// The [`Advertised`] part of `$item` of `$kind`, whose title is its field `$title`.
macro_rules! advertised {
    ($item:expr, $kind:expr, $title:ident) => {
        Advertised {
            kind: $kind,
            id: &$item.id,
            no: &$item.no,
            title: (stringify!($title), &$item.$title),
            description: &$item.description,
            pdf: &$item.pdf,
            days: (&$item.start_date, &$item.end_date),
            schedule: Schedule::new(
                $item.publish_at.as_ref(),
                $item.valid_until.as_ref(),
                &$item.start_date,
            )
            .closing(&$item.end_date),
        }
    };
}

impl Advertised<'_> {
    fn check(&self, c: &mut Checker) {
        let (title_field, title) = self.title;
        let (start_date, end_date) = self.days;
        c.text("no", self.no, Length::Short);
        c.bilingual(title_field, title, Length::Short);
        c.bilingual("description", self.description, Length::Long);
        c.value("pdf", self.pdf);
        c.value("startDate", start_date);
        c.value("endDate", end_date);
        c.day_order("endDate", start_date, end_date);
        self.schedule.check(c);
    }

    fn facts(&self) -> Facts {
        let label = format!("{} {}", self.no, self.title.1.en);
        Facts {
            unique: vec![("no", self.no.to_owned())],
            ..self.schedule.facts(self.kind, self.id, label)
        }
    }
}

impl Content for Tender {
    fn check(&self, c: &mut Checker) {
        advertised!(self, Kind::Tenders, work).check(c);
        if let Some(link) = &self.link {
            c.value("link", link);
        }
        c.count("corrigenda", self.corrigenda.len(), 0, CORRIGENDA_MAX);
        for (index, corrigendum) in self.corrigenda.iter().enumerate() {
            c.value(&at("corrigenda", index, "date"), &corrigendum.date);
            c.bilingual(
                &at("corrigenda", index, "note"),
                &corrigendum.note,
                Length::Long,
            );
            if let Some(pdf) = &corrigendum.pdf {
                c.value(&at("corrigenda", index, "pdf"), pdf);
            }
        }
    }

    fn facts(&self) -> Facts {
        advertised!(self, Kind::Tenders, work).facts()
    }
}

impl Content for Recruitment {
    fn check(&self, c: &mut Checker) {
        advertised!(self, Kind::Recruitment, post).check(c);
    }

    fn facts(&self) -> Facts {
        advertised!(self, Kind::Recruitment, post).facts()
    }
}
