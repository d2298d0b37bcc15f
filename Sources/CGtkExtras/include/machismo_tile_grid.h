/* MachismoTileGrid: equal tiles in rows and columns, their number and size decided at each
 * allocation from the space there is. */
#ifndef MACHISMO_TILE_GRID_H
#define MACHISMO_TILE_GRID_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MACHISMO_TYPE_TILE_GRID (machismo_tile_grid_get_type())
G_DECLARE_FINAL_TYPE(MachismoTileGrid, machismo_tile_grid, MACHISMO, TILE_GRID, GtkWidget)

/* Fits `count` tiles into `width` × `height` pixels: sets the number of columns and each
 * tile's size in pixels. */
typedef void (*MachismoTileLayoutFunc)(int width, int height, int count, int *columns, int *tile_width,
                                       int *tile_height, gpointer user_data);

/* A new grid with no tiles, `spacing` pixels between them. Floating, like every widget. */
GtkWidget *machismo_tile_grid_new(int spacing);

/* Decides the tiles' columns and size at each allocation; until it is set there is one
 * column of tiles at their minimum size. The grid calls `destroy` on `data` when the
 * function is replaced or the grid is finalized. */
void machismo_tile_grid_set_layout_func(MachismoTileGrid *grid, MachismoTileLayoutFunc func, gpointer data,
                                        GDestroyNotify destroy);

/* Adds `child` as the last tile; the grid becomes its parent. */
void machismo_tile_grid_append(MachismoTileGrid *grid, GtkWidget *child);
/* Takes `child`, a tile of the grid, out. */
void machismo_tile_grid_remove(MachismoTileGrid *grid, GtkWidget *child);

/* The columns of the last allocation (0 before the first). */
int machismo_tile_grid_get_columns(MachismoTileGrid *grid);

G_END_DECLS

#endif
