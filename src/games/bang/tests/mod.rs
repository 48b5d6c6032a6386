mod ai;
mod characters;
mod panel_flow;
mod playouts;
mod responses;
mod setup_distance;
mod table;
mod turns;
