mod ai;
mod characters;
mod playouts;
mod responses;
mod setup_distance;
mod table;
mod turns;
