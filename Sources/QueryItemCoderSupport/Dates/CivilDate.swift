// Proleptic Gregorian calendar arithmetic on integers, after Howard Hinnant's
// "chrono-Compatible Low-Level Date Algorithms" (days_from_civil / civil_from_days).
// No Calendar, no DateFormatter, no allocation: these run once per date.

/// A calendar day in the proleptic Gregorian calendar.
struct CivilDate: Equatable, Sendable {
    var year: Int64
    var month: Int64
    var day: Int64

    /// Seconds from 1970-01-01T00:00:00Z to 2001-01-01T00:00:00Z, the reference date of
    /// `Date(timeIntervalSinceReferenceDate:)`.
    static let secondsFrom1970ToReferenceDate: Int64 = 978_307_200

    /// Whether `year` has a February 29: divisible by 4, except centuries not divisible
    /// by 400 (2000 and 2024 are leap years; 1900 and 2100 are not).
    @inline(__always)
    static func isLeapYear(_ year: Int64) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days in `month` (1...12) of `year`.
    @inline(__always)
    static func daysInMonth(_ month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 (negative before it).
    ///
    /// | Date         | Days    |
    /// |--------------|---------|
    /// | `1970-01-01` | 0       |
    /// | `2000-03-01` | 11,017  |
    /// | `2001-01-01` | 11,323  |
    /// | `1969-12-31` | -1      |
    var daysSince1970: Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400                                   // 0...399
        let shiftedMonth = month > 2 ? month - 3 : month + 9                      // March = 0
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1                    // 0...365
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear  // 0...146096
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The calendar day `days` days after 1970-01-01 (the inverse of `daysSince1970`).
    init(daysSince1970 days: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097                                          // 0...146096
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)  // 0...365
        let shiftedMonth = (5 * dayOfYear + 2) / 153                                    // March = 0
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    init(year: Int64, month: Int64, day: Int64) {
        self.year = year
        self.month = month
        self.day = day
    }
}
