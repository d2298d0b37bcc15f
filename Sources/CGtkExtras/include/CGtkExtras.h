/* The C side of Machismo's GTK layer that needs real C: a GObject subclass and code that
 * must be compiled against whichever GTK the headers are (GTK_CHECK_VERSION). */
#ifndef MACHISMO_CGTKEXTRAS_H
#define MACHISMO_CGTKEXTRAS_H

#include "machismo_outline_text_view.h"
#include "machismo_file_request.h"
#include "machismo_text_helpers.h"
#include "machismo_side_buttons.h"
#include "machismo_popups.h"
#include "machismo_window_moves.h"
#include "machismo_orphan_popovers.h"
#include "machismo_scroll_bounce.h"
#include "machismo_tooltips.h"
#include "machismo_context_menu.h"
#include "machismo_clamp.h"
#include "machismo_tile_grid.h"
#include "machismo_drawn_button.h"
#include "machismo_row_model.h"
#include "machismo_style_color.h"
#include "machismo_recent.h"
#include "machismo_text_pages.h"

#endif
