//! The base encodings of simple fonts: a code's character in `WinAnsiEncoding` (Windows-1252,
//! the default here, as most writers of Latin text use it), `MacRomanEncoding` and
//! `StandardEncoding`.

/// A simple font's base encoding.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Base {
    /// `WinAnsiEncoding`: Windows-1252.
    WinAnsi,
    /// `MacRomanEncoding`.
    MacRoman,
    /// `StandardEncoding`, Adobe's.
    Standard,
}

impl Base {
    /// The encoding a name gives, if it is one of these.
    pub fn from_name(name: &[u8]) -> Option<Base> {
        match name {
            b"WinAnsiEncoding" => Some(Base::WinAnsi),
            b"MacRomanEncoding" => Some(Base::MacRoman),
            b"StandardEncoding" => Some(Base::Standard),
            _ => None,
        }
    }

    /// The character of `code`, if the encoding has one.
    pub fn char(self, code: u8) -> Option<char> {
        match self {
            Base::WinAnsi => windows_1252(code),
            Base::MacRoman => match code {
                0x20..=0x7E => Some(char::from(code)),
                0x80..=0xFF => Some(MAC_ROMAN[usize::from(code - 0x80)]).filter(|&c| c != '\0'),
                _ => None,
            },
            Base::Standard => match code {
                0x27 => Some('\u{2019}'),
                0x60 => Some('\u{2018}'),
                0x20..=0x7E => Some(char::from(code)),
                0xA1..=0xFF => STANDARD_HIGH
                    .iter()
                    .find(|(at, _)| *at == code)
                    .map(|&(_, c)| c),
                _ => None,
            },
        }
    }
}

/// The character of `code` in Windows-1252 (its five undefined codes, and the controls below
/// the space other than tab and line breaks, have none).
pub fn windows_1252(code: u8) -> Option<char> {
    match code {
        b'\t' | b'\n' | b'\r' | 0x20..=0x7E | 0xA0..=0xFF => Some(char::from(code)),
        0x80..=0x9F => Some(WINDOWS_1252_SIGNS[usize::from(code - 0x80)]).filter(|&c| c != '\0'),
        _ => None,
    }
}

/// Windows-1252's characters at 0x80 to 0x9F; `\0` where it has none.
const WINDOWS_1252_SIGNS: [char; 32] = [
    '€', '\0', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\0', 'Ž', '\0', '\0', '‘',
    '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\0', 'ž', 'Ÿ',
];

/// Mac OS Roman's characters at 0x80 to 0xFF, as PDF reads them (0xDB is the currency sign,
/// 0xF0 has none).
const MAC_ROMAN: [char; 128] = [
    'Ä', 'Å', 'Ç', 'É', 'Ñ', 'Ö', 'Ü', 'á', 'à', 'â', 'ä', 'ã', 'å', 'ç', 'é', 'è', //
    'ê', 'ë', 'í', 'ì', 'î', 'ï', 'ñ', 'ó', 'ò', 'ô', 'ö', 'õ', 'ú', 'ù', 'û', 'ü', //
    '†', '°', '¢', '£', '§', '•', '¶', 'ß', '®', '©', '™', '´', '¨', '≠', 'Æ', 'Ø', //
    '∞', '±', '≤', '≥', '¥', 'µ', '∂', '∑', '∏', 'π', '∫', 'ª', 'º', 'Ω', 'æ', 'ø', //
    '¿', '¡', '¬', '√', 'ƒ', '≈', '∆', '«', '»', '…', '\u{A0}', 'À', 'Ã', 'Õ', 'Œ', 'œ', //
    '–', '—', '“', '”', '‘', '’', '÷', '◊', 'ÿ', 'Ÿ', '⁄', '¤', '‹', '›', 'ﬁ', 'ﬂ', //
    '‡', '·', '‚', '„', '‰', 'Â', 'Ê', 'Á', 'Ë', 'È', 'Í', 'Î', 'Ï', 'Ì', 'Ó', 'Ô', //
    '\0', 'Ò', 'Ú', 'Û', 'Ù', 'ı', 'ˆ', '˜', '¯', '˘', '˙', '˚', '¸', '˝', '˛', 'ˇ', //
];

/// `StandardEncoding`'s characters above 0xA0.
const STANDARD_HIGH: &[(u8, char)] = &[
    (0xA1, '¡'),
    (0xA2, '¢'),
    (0xA3, '£'),
    (0xA4, '⁄'),
    (0xA5, '¥'),
    (0xA6, 'ƒ'),
    (0xA7, '§'),
    (0xA8, '¤'),
    (0xA9, '\''),
    (0xAA, '“'),
    (0xAB, '«'),
    (0xAC, '‹'),
    (0xAD, '›'),
    (0xAE, 'ﬁ'),
    (0xAF, 'ﬂ'),
    (0xB1, '–'),
    (0xB2, '†'),
    (0xB3, '‡'),
    (0xB4, '·'),
    (0xB6, '¶'),
    (0xB7, '•'),
    (0xB8, '‚'),
    (0xB9, '„'),
    (0xBA, '”'),
    (0xBB, '»'),
    (0xBC, '…'),
    (0xBD, '‰'),
    (0xBF, '¿'),
    (0xC1, '`'),
    (0xC2, '´'),
    (0xC3, 'ˆ'),
    (0xC4, '˜'),
    (0xC5, '¯'),
    (0xC6, '˘'),
    (0xC7, '˙'),
    (0xC8, '¨'),
    (0xCA, '˚'),
    (0xCB, '¸'),
    (0xCD, '˝'),
    (0xCE, '˛'),
    (0xCF, 'ˇ'),
    (0xD0, '—'),
    (0xE1, 'Æ'),
    (0xE3, 'ª'),
    (0xE8, 'Ł'),
    (0xE9, 'Ø'),
    (0xEA, 'Œ'),
    (0xEB, 'º'),
    (0xF1, 'æ'),
    (0xF5, 'ı'),
    (0xF8, 'ł'),
    (0xF9, 'ø'),
    (0xFA, 'œ'),
    (0xFB, 'ß'),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_base_encoding_reads_its_own_codes() {
        assert_eq!(Base::WinAnsi.char(0x80), Some('€'));
        assert_eq!(Base::WinAnsi.char(0xE9), Some('é'));
        assert_eq!(Base::WinAnsi.char(0x81), None);
        assert_eq!(Base::MacRoman.char(0x8E), Some('é'));
        assert_eq!(Base::MacRoman.char(0xD2), Some('“'));
        assert_eq!(Base::Standard.char(0x27), Some('’'));
        assert_eq!(Base::Standard.char(0xE9), Some('Ø'));
        assert_eq!(Base::Standard.char(b'A'), Some('A'));
    }
}
