// glibc's gettext and locale functions, which Swift's Glibc module does not export.
#include <libintl.h>
#include <locale.h>
#include <stdlib.h>
#include <stdio.h>
#include <stdarg.h>

/// LC_ALL_MASK, a macro Swift cannot import (for `newlocale`).
static inline int machismo_lc_all_mask(void) { return LC_ALL_MASK; }
