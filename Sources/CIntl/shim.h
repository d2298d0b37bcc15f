// glibc's gettext and locale functions, which Swift's Glibc module does not export.
#include <libintl.h>
#include <locale.h>
#include <stdlib.h>
#include <stdio.h>
#include <stdarg.h>

/// LC_ALL_MASK, a macro Swift cannot import (for `newlocale`).
static inline int machismo_lc_all_mask(void) { return LC_ALL_MASK; }

/// `value` with the locale's digit grouping (`%'ld`) into `buffer`; the count
/// snprintf returns. A fixed signature: Swift's CVarArg route casts each argument
/// dynamically, costlier than the formatting itself.
static inline int machismo_format_grouped_integer(char *buffer, size_t size, long value) {
    return snprintf(buffer, size, "%'ld", value);
}

/// `value` with `digits` decimals and the locale's separators (`%'.*f`) into `buffer`.
static inline int machismo_format_grouped_decimal(char *buffer, size_t size, int digits, double value) {
    return snprintf(buffer, size, "%'.*f", digits, value);
}
