//! The schema of the information pages: RTI, privacy policy, user guidelines, FAQ, city info, contact.
