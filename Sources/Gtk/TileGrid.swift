import CGtk
import CGtkExtras

/// Equal tiles in rows and columns, fitted to the space the grid is given
/// (`MachismoTileGrid`, Sources/CGtkExtras/tile_grid.c): at each allocation the layout
/// closure says how many columns and how large a tile is for that size, and the grid places
/// the tiles there, rows centred, columns mirrored right to left. The grid asks for no size
/// of its own: give it room with `hexpand` and `vexpand`.
///
/// Unlike a `Grid` of widgets sized by size requests, a new size lays the tiles out in the
/// same allocation, not in a second layout after it.
@MainActor
open class TileGrid: Widget {
    /// What the layout closure answers: columns, and each tile's size in pixels.
    public typealias Arrangement = (columns: Int, tileWidth: Int, tileHeight: Int)

    /// An empty grid, `spacing` pixels between tiles.
    public init(spacing: Int) {
        super.init(machismo_tile_grid_new(Int32(spacing)))
    }

    /// Sets what fits `count` tiles into `width` × `height` pixels. The grid keeps the
    /// closure until it is replaced or the grid is finalized.
    public func setLayout(_ layout: @escaping @MainActor (_ width: Int, _ height: Int, _ count: Int) -> Arrangement) {
        let box = Unmanaged.passRetained(SignalBox(layout)).toOpaque()
        machismo_tile_grid_set_layout_func(
            cast(),
            { width, height, count, columns, tileWidth, tileHeight, data in
                let box = Unmanaged<SignalBox<@MainActor (Int, Int, Int) -> Arrangement>>.fromOpaque(data!)
                    .takeUnretainedValue()
                let arrangement = MainActor.assumeIsolated { box.handler(Int(width), Int(height), Int(count)) }
                columns?.pointee = Int32(clamping: arrangement.columns)
                tileWidth?.pointee = Int32(clamping: arrangement.tileWidth)
                tileHeight?.pointee = Int32(clamping: arrangement.tileHeight)
            }, box,
            { data in
                Unmanaged<SignalBox<@MainActor (Int, Int, Int) -> Arrangement>>.fromOpaque(data!).release()
            })
    }

    /// Adds `tile` after the others.
    public func append(_ tile: Widget) { machismo_tile_grid_append(cast(), tile.widget) }

    /// Takes `tile` out of the grid.
    public func remove(_ tile: Widget) { machismo_tile_grid_remove(cast(), tile.widget) }

    /// The columns of the last layout (0 before the first).
    public var columns: Int { Int(machismo_tile_grid_get_columns(cast())) }
}
