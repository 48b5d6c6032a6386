mod playouts;
mod setup_distance;
mod table;
