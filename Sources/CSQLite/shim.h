// SQLite's C API (Debian's libsqlite3-dev), for Storage's thin wrapper (SQLiteDatabase.swift).
#include <sqlite3.h>

/// SQLITE_TRANSIENT, a macro Swift cannot import: SQLite copies the bound text or blob at once.
static inline sqlite3_destructor_type machismo_sqlite_transient(void) { return SQLITE_TRANSIENT; }
